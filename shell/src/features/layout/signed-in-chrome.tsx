import { preloadable } from '@lrp/shared';

/*
 * The parts of the shell that only a signed-in user sees (the navigation with its icons, the balance), downloaded
 * with the first signed-in page instead of with every first visit: the sign-in page, the most frequent first load,
 * does without them (its budget, bench/README.md). Start-up preloads them for a signed-in user (first-page.ts).
 */
export const PortalNav = preloadable(() => import('./portal-nav').then((m) => m.PortalNav));
export const BalanceArea = preloadable(() =>
  import('../balance/balance-area').then((m) => m.BalanceArea),
);

/** Loads the signed-in parts before the first render. */
export const preloadSignedInChrome = () =>
  Promise.all([PortalNav.preload(), BalanceArea.preload()]);
