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
  it('checks the rules and the confirmation, then sends the password only', async () => {
    api = mockApi({ 'POST currentUser/password': {} });
    const onClose = jest.fn();
    renderWithPortal(<ChangePasswordDialog opened onClose={onClose} onBack={() => {}} />, { user: makeUser() });
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
    expect(api.calls).toEqual([{ method: 'POST', path: 'currentUser/password', body: { password: 'Brand#New2026x' } }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
