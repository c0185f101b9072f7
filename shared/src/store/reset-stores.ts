import { resetCountyStore } from './county-store';
import { resetSessionStore } from './session-store';
import { resetUiStore } from './ui-store';

/** Clears every client store: on logout (spec 1 §3 "cleared entirely on logout") and between tests. */
export function resetStores(): void {
  resetSessionStore();
  resetUiStore();
}

/** Also forgets the county's configuration: only tests need this. */
export function resetAllStoresForTest(): void {
  resetStores();
  resetCountyStore();
}
