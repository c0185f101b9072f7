import { registerLocales } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import shellEn from '../../locales/en.json';
import { ChangePasswordDialog } from './change-password-dialog';

registerLocales('shell', shellEn);
let api: FetchRecorder;
afterEach(() => api?.restore());

describe('ChangePasswordDialog', () => {
  it('checks the rules and the confirmation, then sends the current and the new password', async () => {
    api = mockApi({ 'POST currentUser/password': {} });
    const onClose = jest.fn();
    renderWithPortal(<ChangePasswordDialog opened onClose={onClose} onBack={() => {}} />, {
      user: makeUser(),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getAllByText('Required.').length).toBeGreaterThan(0);
    await userEvent.type(screen.getByLabelText(/^Current Password/), 'Portal!Demo2026');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('At least 12 characters long.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^New Password/));
    await userEvent.type(screen.getByLabelText(/^New Password/), 'Brand#New2026x');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Brand#New2026y');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Mismatched passwords.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Confirm Password/));
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Brand#New2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Password updated.')).toBeInTheDocument();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: 'currentUser/password',
        body: { currentPassword: 'Portal!Demo2026', password: 'Brand#New2026x' },
      },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows a wrong current password on its field and stays open', async () => {
    const wrong = 'That is not your current password.';
    api = mockApi({
      'POST currentUser/password': () => ({
        status: 400,
        message: wrong,
        content: { fieldErrors: { currentPassword: wrong } },
      }),
    });
    const onClose = jest.fn();
    renderWithPortal(<ChangePasswordDialog opened onClose={onClose} onBack={() => {}} />, {
      user: makeUser(),
    });
    await userEvent.type(screen.getByLabelText(/^Current Password/), 'Wrong!Pass1234');
    await userEvent.type(screen.getByLabelText(/^New Password/), 'Brand#New2026x');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Brand#New2026x');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
