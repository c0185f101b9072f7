import { create } from 'zustand';
import type { CurrentUser } from '@lrp/contract';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** Why the last session ended, when the portal ended it (shown on the login page); null after a sign-in. */
  endReason: string | null;
  /** Records the signed-in user (after login or the session check). */
  signIn: (user: CurrentUser) => void;
  /** Forgets the user: after logout, a 403 or a failed session check (with the reason to show, if any). */
  signOut: (reason?: string | null) => void;
}

const initial = { status: 'unknown' as SessionStatus, user: null, endReason: null };

/** The current user and session status, shared by the shell and every remote. */
export const useSessionStore = create<SessionState>()((set) => ({
  ...initial,
  signIn: (user) => set({ status: 'signedIn', user, endReason: null }),
  signOut: (reason = null) => set({ status: 'signedOut', user: null, endReason: reason }),
}));

export const resetSessionStore = () => useSessionStore.setState(initial);
