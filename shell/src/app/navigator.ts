import { type NavigateFunction, rememberReturnTo, useCountyStore, useSessionStore } from '@lrp/shared';

/** The router's navigate, for code outside React (the API client's 403 handling). Set by NavigatorBridge. */
export const navigator: { current: NavigateFunction | null } = { current: null };

/** A 403 anywhere: forget the user, remember where they were, go to /login (spec 1 §2). */
export function handleForbidden(): void {
  useSessionStore.getState().signOut();
  const base = useCountyStore.getState().productConfig?.BROWSER_ROUTER_BASENAME ?? '/';
  const path = window.location.pathname;
  rememberReturnTo((path.startsWith(base) ? `/${path.slice(base.length)}` : path) + window.location.search);
  navigator.current?.('/login', { replace: true });
}
