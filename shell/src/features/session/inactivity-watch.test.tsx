import { authKeys, queryClient, registerLocales, useSessionStore } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import shellEn from '../../locales/en.json';
import { inactivityDeadlines } from './inactivity-timing';
import { InactivityWatch } from './inactivity-watch';

registerLocales('shell', shellEn);
let api: FetchRecorder;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

const user = makeUser();

/** The watch starts once the session check is known, as after start-up. */
function SignedInPage() {
  const [started, setStarted] = useState(false);
  return started ? (
    <InactivityWatch loginUrl="/login" />
  ) : (
    <button onClick={() => setStarted(true)}>Start</button>
  );
}

/** Signed in, in a county whose inactivity limit is one minute. */
function renderWatch() {
  jest.useFakeTimers();
  renderWithPortal(<SignedInPage />, { user });
  act(() =>
    queryClient.setQueryData(authKeys.loginStatus, { loggedIn: true, user, inactivityMinutes: 1 }),
  );
  act(() => screen.getByRole('button', { name: 'Start' }).click());
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('the inactivity warning', () => {
  it('warns two minutes before the limit, or at half of a shorter one', () => {
    expect(inactivityDeadlines(0, 30)).toEqual({ warnAt: 28 * 60_000, endAt: 30 * 60_000 });
    expect(inactivityDeadlines(0, 1)).toEqual({ warnAt: 30_000, endAt: 60_000 });
  });

  it('warns before the limit; Stay signed in asks the server, which restarts the limit', async () => {
    api = mockApi({
      'GET currentUser/loginStatus': { loggedIn: true, user, inactivityMinutes: 1 },
    });
    const events = renderWatch();
    await advance(29_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1_500);
    const dialog = await screen.findByRole('dialog', { name: 'Your session is about to end' });
    expect(dialog).toHaveTextContent('Time left: 0:30');
    await events.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.map((c) => c.path)).toEqual(['currentUser/loginStatus']);
    // The limit starts again from that call: no warning for another half minute, the session still there.
    await advance(25_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().status).toBe('signedIn');
  });

  it('ends the session at the limit and keeps the reason for the login page', async () => {
    api = mockApi({});
    renderWatch();
    await advance(31_000);
    expect(
      await screen.findByRole('dialog', { name: 'Your session is about to end' }),
    ).toBeInTheDocument();
    await advance(30_000);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signedOut',
      endReason: 'You were signed out after a period of inactivity. Please log in again.',
    });
  });

  it('Sign out ends the session on the server and goes to the login page', async () => {
    api = mockApi({ 'GET auth/logout': null });
    const { pageNavigation } = jest.requireActual('@lrp/shared') as typeof import('@lrp/shared');
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const events = renderWatch();
    await advance(31_000);
    await events.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(api.calls.map((c) => c.path)).toEqual(['auth/logout']);
    assign.mockRestore();
  });
});
