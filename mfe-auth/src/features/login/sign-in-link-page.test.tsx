import { pageNavigation } from '@lrp/shared';
import { makeCountyConfig, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../module';
import SignInLinkPage from './sign-in-link-page';

let api: FetchRecorder;
const assign = jest.fn();
beforeAll(() => {
  pageNavigation.assign = assign;
});
afterEach(() => {
  api?.restore();
  assign.mockReset();
});

const TICKET = 'tIcKeT-0123456789abcdefghijklmnopqrstuv';
const render = () =>
  renderWithPortal(<SignInLinkPage />, {
    county: makeCountyConfig(),
    route: `/login/link/${TICKET}`,
    path: '/login/link/:ticket',
  });

describe('SignInLinkPage', () => {
  it('signs in with the ticket only when asked, then opens the home page', async () => {
    api = mockApi({ 'POST auth/signInWithLink': { username: 'county.clerk' } });
    render();
    expect(await screen.findByRole('heading', { name: 'Finish signing in' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === 'auth/signInWithLink')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/home'));
    expect(api.calls.filter((c) => c.path === 'auth/signInWithLink')).toEqual([
      { method: 'POST', path: 'auth/signInWithLink', body: { ticket: TICKET } },
    ]);
  });

  it("shows the server's refusal (a used or expired link)", async () => {
    api = mockApi({
      'POST auth/signInWithLink': () => ({
        status: 400,
        message: 'This link has already been used.',
      }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has already been used.');
    expect(assign).not.toHaveBeenCalled();
  });
});
