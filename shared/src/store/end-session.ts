import { useSessionStore } from './session-store';
import { useUiStore } from './ui-store';

/**
 * The session ended without the user signing out (a 403, the inactivity limit, a failed session check): every
 * alert and dialog of every module closes and the user is forgotten, keeping the reason for the login page.
 */
export function endPortalSession(reason: string | null): void {
  useUiStore.getState().dismissAllDialogs();
  useSessionStore.getState().signOut(reason);
}
