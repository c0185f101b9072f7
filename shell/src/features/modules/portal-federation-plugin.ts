/*
 * The runtime plugin of the page's one Module Federation runtime (registered by the shell's build:
 * tooling/webpack-federation.js). It gives a remote's entry a time limit, tries a failed entry again before its
 * section shows Retry, and tells the shell which remote failed. It imports nothing: it runs inside the
 * federation runtime, before any shared library is initialised.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote's entry (remoteEntry.js) may take to arrive before the try counts as failed. */
export const ENTRY_TIME_LIMIT_MS = 5000;

/** A failed entry is tried again after these pauses; after the last, its section shows Retry. */
export const RETRY_DELAYS_MS = [300, 1200];

type FailureListener = (remote: string, error: unknown) => void;
const failureListeners = new Set<FailureListener>();

/** Tells the listener about every remote module that failed to load (the remote's name, the error). */
export function onRemoteFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
// The runtime declares this hook's result as a promise of the entry's promise; it awaits whatever comes.
type LoadEntryErrorResult = ReturnType<LoadEntryError>;

/** Tries a failed entry again after each pause; the entry that arrives, or undefined after the last try. */
async function retryEntry({
  getRemoteEntry,
  origin,
  remoteInfo,
  remoteEntryExports,
  globalLoading,
  uniqueKey,
}: Parameters<LoadEntryError>[0]) {
  for (const ms of RETRY_DELAYS_MS) {
    await pause(ms);
    delete globalLoading[uniqueKey];
    const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).catch(
      () => undefined,
    );
    if (entry) return entry;
  }
  return undefined;
}

export default function portalFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lrp-portal-federation',
    // The runtime's default waits 20 s for a script; a section should say sooner that it is unavailable.
    createScript: () => ({ timeout: ENTRY_TIME_LIMIT_MS }),
    // The runtime keeps a failed entry's promise: drop it before each new try, so the script is requested again.
    loadEntryError: (args) => retryEntry(args) as LoadEntryErrorResult,
    // Returning nothing lets the runtime throw the error to loadRemote's caller (the section shows Retry).
    async errorLoadRemote({ id, error }) {
      const remote = String(id).split('/')[0];
      failureListeners.forEach((listener) => listener(remote, error));
      return undefined;
    },
  };
}
