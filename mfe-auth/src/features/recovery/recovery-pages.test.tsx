import { mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@lrp/shared';
import '../../module';
import ForgotPasswordPage from './forgot-password-page';
import ForgotUsernamePage from './forgot-username-page';

let api: FetchRecorder;
afterEach(() => api?.restore());

function Pages() {
  return (
    <Routes>
      <Route path="/forgotUsername" element={<ForgotUsernamePage />} />
      <Route path="/forgotPassword" element={<ForgotPasswordPage />} />
      <Route path="/login" element={<p>Login screen</p>} />
    </Routes>
  );
}

describe('the recovery pages', () => {
  it("send the username request, show the server's words and lead back to Log In", async () => {
    api = mockApi({
      'POST auth/forgotUsername': () => ({ message: 'Your username has been e-mailed.' }),
    });
    renderWithPortal(<Pages />, { route: '/forgotUsername' });
    expect(screen.getByRole('heading', { name: 'Forgot Username' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'pat@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Your username has been e-mailed.')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      path: 'auth/forgotUsername',
      body: { email: 'pat@example.org' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('send the password request with the username and the address', async () => {
    api = mockApi({ 'POST auth/forgotPassword': {} });
    renderWithPortal(<Pages />, { route: '/forgotPassword' });
    await userEvent.type(screen.getByLabelText(/^Username/), 'pat.examiner');
    await userEvent.type(screen.getByLabelText(/^Email/), 'pat@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(
      await screen.findByText('If the details match a registered account, we have sent an e-mail.'),
    ).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      path: 'auth/forgotPassword',
      body: { username: 'pat.examiner', email: 'pat@example.org' },
    });
  });

  it('check the rules before calling the server, and Back to Log In leaves', async () => {
    api = mockApi({});
    renderWithPortal(<Pages />, { route: '/forgotPassword' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(screen.getAllByText(/required/i).length).toBeGreaterThan(0);
    expect(api.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('link', { name: 'Back to Log In' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });
});
