import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { CurrentUser, PublicCountyConfig } from '@lrp/contract';
import { authKeys } from '../api/auth-api';
import { queryClient } from '../api/query-client';
import { i18n } from '../i18n/i18n';
import { useCountyStore } from '../store/county-store';
import { resetStores } from '../store/reset-stores';
import { useSessionStore } from '../store/session-store';
import { AlertHost } from '../widgets/alert-host';
import { LoadingModal } from '../widgets/loading-modal';
import { PortalProviders } from '../ui/portal-providers';

export interface PortalRenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (to read params), default `*`. */
  path?: string;
  user?: CurrentUser | null;
  county?: Partial<PublicCountyConfig>;
  lists?: Record<string, { code: string; description: string }[]>;
}

/** Renders through the portal's providers (Mantine, i18n, the query cache, a router) with fresh stores and cache. */
export function renderWithPortal(
  ui: ReactElement,
  options: PortalRenderOptions = {},
): RenderResult {
  resetStores();
  // The county's configuration too, which logout keeps: zustand remembers every store's initial state.
  useCountyStore.setState(useCountyStore.getInitialState(), true);
  queryClient.clear();
  void i18n.changeLanguage('en');
  if (options.user) useSessionStore.getState().signIn(options.user);
  else useSessionStore.getState().signOut();
  // As start-up does: the session check's answer is in the cache (protected routes consult it).
  queryClient.setQueryData(authKeys.loginStatus, {
    loggedIn: !!options.user,
    user: options.user ?? null,
    inactivityMinutes: 30,
  });
  useCountyStore.setState({ config: options.county ?? {}, lists: options.lists ?? {} });
  return render(
    <PortalProviders env="test">
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Routes>
          <Route path={options.path ?? '*'} element={ui} />
        </Routes>
        <AlertHost />
        <LoadingModal />
      </MemoryRouter>
    </PortalProviders>,
  );
}
