import { resetSessionStore } from './session-store';
import { resetUiStore } from './ui-store';

/**
 * Clears the user's stores on logout (spec 1 §3 "cleared entirely on logout"); the county's configuration stays.
 */
export function resetStores(): void {
  resetSessionStore();
  resetUiStore();
}
