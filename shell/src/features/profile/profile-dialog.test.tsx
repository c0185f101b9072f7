import { registerLocales } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import shellEn from '../../locales/en.json';
import { ProfileDialog } from './profile-dialog';

registerLocales('shell', shellEn);
let api: FetchRecorder;
afterEach(() => api?.restore());

const PROFILE = {
  firstName: 'Maria',
  lastName: 'Lindqvist',
  company: 'Pine Ridge Title Co.',
  address: '214 Main Street',
  city: 'Pine Ridge',
  state: 'MN',
  zip: '56470',
  email: 'maria.lindqvist@pineridgetitle.example.com',
  phoneFormatType: 'STANDARD',
  phone: '(555) 010-3103',
};

const open = () =>
  renderWithPortal(<ProfileDialog opened onClose={() => {}} onChangePassword={() => {}} />, {
    user: makeUser(),
  });

describe('ProfileDialog', () => {
  it('saves the other fields without the current password', async () => {
    api = mockApi({ 'GET currentUser/profile': PROFILE, 'POST currentUser/profile': PROFILE });
    open();
    const city = await screen.findByLabelText(/^City/);
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    await userEvent.clear(city);
    await userEvent.type(city, 'Birch Lake');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      ...PROFILE,
      city: 'Birch Lake',
    });
  });

  it('a new e-mail address asks for the current password, sends it, and shows a wrong one on its field', async () => {
    const wrong = 'That is not your current password.';
    api = mockApi({
      'GET currentUser/profile': PROFILE,
      'POST currentUser/profile': () => ({
        status: 400,
        message: wrong,
        content: { fieldErrors: { currentPassword: wrong } },
      }),
    });
    open();
    const email = await screen.findByLabelText(/^E-?mail/i);
    await userEvent.clear(email);
    await userEvent.type(email, 'maria@lindqvist.example.net');
    await userEvent.type(screen.getByLabelText(/^Current Password/), 'Wrong!Pass1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      ...PROFILE,
      email: 'maria@lindqvist.example.net',
      currentPassword: 'Wrong!Pass1234',
    });
  });
});
