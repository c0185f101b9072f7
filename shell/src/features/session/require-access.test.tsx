import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import {
  authKeys,
  Link,
  queryClient,
  registerLocales,
  Route,
  Routes,
  STALE_TIME_MS,
  useSessionStore,
} from '@lrp/shared';
import userEvent from '@testing-library/user-event';
import shellEn from '../../locales/en.json';
import { RequireAccess } from './require-access';

registerLocales('shell', shellEn);

function Guarded({ access }: { access: Parameters<typeof RequireAccess>[0]['access'] }) {
  return (
    <Routes>
      <Route path="/login" element={<p>Login screen</p>} />
      <Route path="/start" element={<Link to="/controlPanel/escrow">Escrow settings</Link>} />
      <Route
        path="/controlPanel/*"
        element={
          <RequireAccess access={access}>
            <p>Control panel content</p>
          </RequireAccess>
        }
      />
    </Routes>
  );
}

let api: FetchRecorder | undefined;
afterEach(() => {
  sessionStorage.clear();
  api?.restore();
  api = undefined;
});

/** The start-up session check answered this long ago (the cache's copy grows stale after STALE_TIME_MS). */
function checkedAgo(ms: number) {
  const state = queryClient.getQueryCache().find({ queryKey: authKeys.loginStatus })?.state;
  if (state) state.dataUpdatedAt = Date.now() - ms;
}

describe('RequireAccess', () => {
  it('sends a visitor without a session to /login and remembers the requested location', async () => {
    renderWithPortal(<Guarded access="session" />, { route: '/controlPanel/escrow?tab=2' });
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(sessionStorage.getItem('lrp.returnTo')).toBe('/controlPanel/escrow?tab=2');
  });

  it('lets a signed-in user with the role through', () => {
    renderWithPortal(<Guarded access={{ roles: ['TRIMIN', 'COUNTY'] }} />, {
      route: '/controlPanel',
      user: makeUser({ role: 'COUNTY' }),
    });
    expect(screen.getByText('Control panel content')).toBeInTheDocument();
  });

  it('tells a signed-in user without the role that the section is not theirs', () => {
    renderWithPortal(<Guarded access={{ roles: ['TRIMIN', 'COUNTY'] }} />, {
      route: '/controlPanel',
      user: makeUser({ role: 'USER' }),
    });
    expect(screen.getByText('You do not have access to this section')).toBeInTheDocument();
    expect(screen.queryByText('Control panel content')).not.toBeInTheDocument();
  });

  it('asks the server nothing when the session check is fresh in the cache', () => {
    api = mockApi({});
    renderWithPortal(<Guarded access="session" />, { route: '/controlPanel', user: makeUser() });
    expect(screen.getByText('Control panel content')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('checks a stale session with the server on entering, and lets the user through when it lives', async () => {
    api = mockApi({
      'GET currentUser/loginStatus': { loggedIn: true, user: makeUser(), inactivityMinutes: 30 },
    });
    renderWithPortal(<Guarded access="session" />, { route: '/start', user: makeUser() });
    checkedAgo(STALE_TIME_MS + 1000);
    await userEvent.click(screen.getByRole('link', { name: 'Escrow settings' }));
    expect(await screen.findByText('Control panel content')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['currentUser/loginStatus']);
  });

  it('sends the user to /login, saying the session expired, when the server ended it meanwhile', async () => {
    api = mockApi({
      'GET currentUser/loginStatus': { loggedIn: false, user: null, inactivityMinutes: 30 },
    });
    renderWithPortal(<Guarded access="session" />, { route: '/start', user: makeUser() });
    checkedAgo(STALE_TIME_MS + 1000);
    await userEvent.click(screen.getByRole('link', { name: 'Escrow settings' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(screen.queryByText('Control panel content')).not.toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signedOut',
      endReason: 'Your session has expired. Please log in again.',
    });
    expect(sessionStorage.getItem('lrp.returnTo')).toBe('/controlPanel/escrow');
  });

  it('renders public paths without a session', () => {
    renderWithPortal(<Guarded access="public" />, { route: '/controlPanel' });
    expect(screen.getByText('Control panel content')).toBeInTheDocument();
  });
});
