import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  currentUserSchema,
  loginPageParagraphsSchema,
  loginPageSlidesSchema,
  loginStatusSchema,
  LoginRequest,
} from '@lrp/contract';
import { callApi, type Out } from './client';
import { STALE_TIME_MS } from './query-client';

export const authKeys = {
  loginStatus: ['currentUser', 'loginStatus'] as const,
  loginPageLinks: ['auth', 'loginPageLinks'] as const,
  loginPageLatestNews: ['auth', 'loginPageLatestNews'] as const,
  loginPageSlides: ['auth', 'loginPageSlides'] as const,
};

/** POST auth/login: the signed-in user, or an ApiError with the server's message. */
export const login = (request: LoginRequest) =>
  callApi<Out<typeof currentUserSchema>>('post', 'auth/login', request);

/** Signs in; the login form shows a failure itself (the red box), not as an alert. */
export const useLogin = () => useMutation({ mutationFn: login, meta: { showsOwnError: true } });

/** GET auth/logout: ends the server session. */
export const logout = () => callApi<unknown>('get', 'auth/logout');

/** Signs out; the logout dialog shows "Logout Failed" itself. */
export const useLogout = () => useMutation({ mutationFn: logout, meta: { showsOwnError: true } });

/** GET currentUser/loginStatus: the session check; answers without a session. */
export const fetchLoginStatus = () =>
  callApi<Out<typeof loginStatusSchema>>('get', 'currentUser/loginStatus');

/** The session check, cached for STALE_TIME_MS: entering a protected route asks again only when stale. */
export const loginStatusQuery = {
  queryKey: authKeys.loginStatus,
  queryFn: () => fetchLoginStatus().then((r) => r.content),
  staleTime: STALE_TIME_MS,
};

/** What the session check says on entering a protected route: `unknown` when the server could not be asked. */
export type SessionCheck = 'checking' | 'signedIn' | 'signedOut' | 'unknown';

/**
 * The session check on entering a protected route (spec 1 §2 and §4), through the query cache: start-up primes
 * the answer, so a route entered while it is fresh (STALE_TIME_MS) asks nothing; a stale one asks the server
 * once ('checking' meanwhile, the route shows LOADING). Later background refreshes do not hide the page again.
 */
export function useSessionCheck(enabled: boolean): SessionCheck {
  const [enteredAt] = useState(() => Date.now());
  const query = useQuery({ ...loginStatusQuery, enabled });
  if (!enabled) return 'unknown';
  const current = query.data !== undefined && query.dataUpdatedAt >= enteredAt - STALE_TIME_MS;
  if (current) return query.data.loggedIn ? 'signedIn' : 'signedOut';
  return query.isFetching ? 'checking' : 'unknown';
}

export const fetchLoginPageLinks = () =>
  callApi<Out<typeof loginPageParagraphsSchema>>('get', 'auth/loginPageLinks');
export const fetchLoginPageLatestNews = () =>
  callApi<Out<typeof loginPageParagraphsSchema>>('get', 'auth/loginPageLatestNews');
export const fetchLoginPageSlides = () =>
  callApi<Out<typeof loginPageSlidesSchema>>('get', 'auth/loginPageSlides');

/** The login page's links block (public); not asked for when the county switched it off. */
export const useLoginPageLinks = (enabled = true) =>
  useQuery({
    queryKey: authKeys.loginPageLinks,
    queryFn: () => fetchLoginPageLinks().then((r) => r.content.paragraphs),
    enabled,
  });

/** The login page's latest news (public); not asked for when the county switched it off. */
export const useLoginPageLatestNews = (enabled = true) =>
  useQuery({
    queryKey: authKeys.loginPageLatestNews,
    queryFn: () => fetchLoginPageLatestNews().then((r) => r.content.paragraphs),
    enabled,
  });

/** How many slides the login page shows (public). */
export const useLoginPageSlides = () =>
  useQuery({
    queryKey: authKeys.loginPageSlides,
    queryFn: () => fetchLoginPageSlides().then((r) => r.content.numberOfSlides),
  });

/** The URL of login slide n (1-based), served by the API. */
export const loginSlideUrl = (prefix: string, n: number) => `${prefix}auth/loginPageSlide/${n}`;
