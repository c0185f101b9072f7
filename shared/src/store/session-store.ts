import { create } from 'zustand';
import type { CurrentUser } from '../contract';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** Records the signed-in user (after login or the session check). */
  signIn: (user: CurrentUser) => void;
  /** Forgets the user: after logout, a 403 or a failed session check. */
  signOut: () => void;
}

const initial = { status: 'unknown' as SessionStatus, user: null };

/** The current user and session status, shared by the shell and every remote. */
export const useSessionStore = create<SessionState>()((set) => ({
  ...initial,
  signIn: (user) => set({ status: 'signedIn', user }),
  signOut: () => set({ status: 'signedOut', user: null }),
}));

export const resetSessionStore = () => useSessionStore.setState(initial);
