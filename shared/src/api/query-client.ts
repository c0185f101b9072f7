import { MutationCache, QueryClient } from '@tanstack/react-query';
import { useUiStore } from '../store/ui-store';
import { showErrorAlert } from '../ui/error-alert';
import { ApiError } from './client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The caller shows the failure itself (an inline message); otherwise it becomes the error alert. */
      showsOwnError?: boolean;
      /**
       * The alert shows the server's message as it is, without the "ERROR: " of spec 1 §8 (the registration and
       * recovery screens "show the server message in an alert").
       */
      showsServerMessage?: boolean;
      /** A blocking call (starting a deposit, generating a report): the Loading modal shows while it runs. */
      blocksScreen?: boolean;
    };
  }
}

/** How long a read stays fresh before a screen that uses it asks the server again. */
export const STALE_TIME_MS = 30_000;

/**
 * The portal's one QueryClient (a singleton through @lrp/shared): server data lives in its cache, not in stores.
 * A failed mutation is shown as the error alert unless its caller says it shows the failure itself; a failed
 * read is shown by the screen that reads it (never swallowed).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: STALE_TIME_MS,
      refetchOnWindowFocus: false,
      // A lost connection is tried once more; an answer from the server (even an error) is shown as it is.
      retry: (failures, error) =>
        failures < 1 && error instanceof ApiError && error.status === null,
    },
    mutations: { retry: false },
  },
  mutationCache: new MutationCache({
    onMutate: (_variables, mutation) => {
      if (mutation.options.meta?.blocksScreen) useUiStore.getState().beginLoading();
    },
    onSettled: (_data, _error, _variables, _context, mutation) => {
      if (mutation.options.meta?.blocksScreen) useUiStore.getState().endLoading();
    },
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.options.meta?.showsOwnError)
        showErrorAlert(error, undefined, {
          asServerSays: mutation.options.meta?.showsServerMessage,
        });
    },
  }),
});
