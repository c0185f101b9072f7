import {
  endPortalSession,
  type NavigateFunction,
  rememberReturnTo,
  useCountyStore,
} from '@lrp/shared';
import { flushSync } from 'react-dom';
import { useShellDialogs } from './shell-dialogs-store';

/** The router's navigate, for code outside React (the API client's 403 handling). Set by NavigatorBridge. */
export const navigator: { current: NavigateFunction | null } = { current: null };

/** The session ended without a sign-out: the shell's dialogs close with every module's, the user is forgotten. */
export function endSessionHere(reason: string | null): void {
  useShellDialogs.getState().close();
  endPortalSession(reason);
}

/**
 * The session is gone (a 403 anywhere, the inactivity limit, a session check that found none): close every
 * dialog of the shell and of every module, forget the user, remember where they were and go to /login, which
 * says why (spec 1 §2). `reason` is the server's message ("Your session has expired. Please log in again."): the
 * layout shows it as an alert before the page changes (spec 2 §8), and it stays there on /login.
 */
export function handleForbidden(reason: string | null): void {
  flushSync(() => endSessionHere(reason));
  const base = useCountyStore.getState().productConfig?.BROWSER_ROUTER_BASENAME ?? '/';
  const path = window.location.pathname;
  rememberReturnTo(
    (path.startsWith(base) ? `/${path.slice(base.length)}` : path) + window.location.search,
  );
  navigator.current?.('/login', { replace: true });
}
