import { type EnabledModule, mountOwningPath, preloadable, useSessionStore } from '@lrp/shared';
import { loadPortalModule } from '../features/modules/module-registry';
import { preloadSignedInChrome } from '../features/layout/signed-in-chrome';

// The home page's code is downloaded when /home is first opened (the sign-in page does not need it).
export const HomePage = preloadable(() =>
  import('../features/home/home-page').then((m) => m.HomePage),
);

/** The longest start-up waits for the page's code: a slow or failing module shows its own loader, then Retry. */
export const FIRST_PAGE_WAIT_MS = 2000;

/**
 * Start-up loads the code of the page asked for (the home page, or the module that owns the path) before the first
 * render, so that the page is drawn in one go instead of a loader first. The server's preload hints have already
 * fetched its files: this mostly runs them. A page behind the sign-in is loaded only for a signed-in user (the
 * others see the sign-in page). A failure is left to the page: it joins the same load (with its retries) and
 * shows the outcome.
 */
export function loadFirstPage(modules: EnabledModule[], path: string): Promise<unknown> {
  const signedIn = useSessionStore.getState().status === 'signedIn';
  const owner = path === '/home' ? undefined : mountOwningPath(modules, path);
  const load =
    path === '/home'
      ? signedIn && HomePage.preload()
      : owner &&
        (signedIn || owner.mount.access === 'public') &&
        loadPortalModule(owner.module.name);
  const loads = [load || undefined, signedIn ? preloadSignedInChrome() : undefined].filter(
    (l) => l !== undefined,
  );
  if (loads.length === 0) return Promise.resolve();
  return Promise.race([
    Promise.all(loads.map((l) => l.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ]);
}
