import { mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@lrp/shared';
import '../../module';
import PasswordResetPage from './password-reset-page';

let api: FetchRecorder;
afterEach(() => api?.restore());

function Pages() {
  return (
    <Routes>
      <Route path="/passwordReset/:ticket" element={<PasswordResetPage />} />
      <Route path="/login" element={<p>Login screen</p>} />
    </Routes>
  );
}

const ticket = 'a'.repeat(43);

describe('PasswordResetPage', () => {
  it('sends the new password with the ticket and then leads to /login', async () => {
    api = mockApi({ 'POST auth/resetPassword': {} });
    renderWithPortal(<Pages />, { route: `/passwordReset/${ticket}` });
    expect(screen.getByRole('heading', { name: 'Create a new password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^New Password/), 'Fresh#Start2026');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Fresh#Start2026');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password updated. You may now log in.')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      path: 'auth/resetPassword',
      body: { password: 'Fresh#Start2026', ticket },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it("shows the server's refusal as a warning and clears the fields when closed", async () => {
    api = mockApi({
      'POST auth/resetPassword': () => ({
        status: 400,
        message: 'This link has expired. Please ask for a new one.',
      }),
    });
    renderWithPortal(<Pages />, { route: `/passwordReset/${ticket}` });
    await userEvent.type(screen.getByLabelText(/^New Password/), 'Fresh#Start2026');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Fresh#Start2026');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      await screen.findByText('This link has expired. Please ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByLabelText(/^New Password/)).toHaveValue(''));
  });

  it('checks the rules before calling the server', async () => {
    api = mockApi({});
    renderWithPortal(<Pages />, { route: `/passwordReset/${ticket}` });
    await userEvent.type(screen.getByLabelText(/^New Password/), 'weakpassword');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(
      screen.getByText(
        'Must contain a letter, a number and a special character. Special characters are !@#$%^&',
      ),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
