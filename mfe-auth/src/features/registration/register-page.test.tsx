import { makeCountyConfig, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@lrp/shared';
import '../../module';
import RegisterPage from './register-page';

const lists = {
  states: [
    { code: 'MN', description: 'Minnesota' },
    { code: 'WI', description: 'Wisconsin' },
  ],
};
let api: FetchRecorder;
afterEach(() => api?.restore());

function Pages() {
  return (
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/login" element={<p>Login screen</p>} />
    </Routes>
  );
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText(/^Username/), 'ada.lovelace');
  await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Engine#1843abc');
  await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Engine#1843abc');
  await userEvent.type(screen.getByLabelText(/^First Name/), 'Ada');
  await userEvent.type(screen.getByLabelText(/^Last Name/), 'Lovelace');
  await userEvent.type(screen.getByLabelText(/^Address/), '12 Main St');
  await userEvent.type(screen.getByLabelText(/^City/), 'Pine Ridge');
  await userEvent.type(screen.getByLabelText(/^Zip/), '55111');
  await userEvent.type(
    screen.getByLabelText(/^Phone/, { selector: 'input[inputmode="tel"]' }),
    '5550102040',
  );
}

describe('RegisterPage', () => {
  it('shows each rule next to its field and clears it on edit', async () => {
    api = mockApi({});
    renderWithPortal(<Pages />, { route: '/register', county: makeCountyConfig(), lists });
    await userEvent.type(screen.getByLabelText(/^Username/), 'short');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Engine#1843abc');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Engine#1843abd');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('At least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Mismatched passwords.')).toBeInTheDocument();
    expect(screen.getAllByText('Required.').length).toBeGreaterThanOrEqual(6);
    await userEvent.type(screen.getByLabelText(/^Username/), 'abc');
    expect(screen.queryByText('At least 8 characters long.')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('formats phone and zip as typed and defaults the state to the county', async () => {
    api = mockApi({});
    renderWithPortal(<Pages />, { route: '/register', county: makeCountyConfig(), lists });
    await userEvent.type(screen.getByLabelText(/^Zip/), '55a1112');
    expect(screen.getByLabelText(/^Zip/)).toHaveValue('55111');
    await userEvent.type(
      screen.getByLabelText(/^Phone/, { selector: 'input[inputmode="tel"]' }),
      '5550102040',
    );
    expect(screen.getByLabelText(/^Phone/, { selector: 'input[inputmode="tel"]' })).toHaveValue(
      '(555) 010-2040',
    );
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('Minnesota (MN)');
  });

  it('sends the sign-up without the confirmation, then the e-mail alert leads to /login', async () => {
    api = mockApi({ 'POST auth/signUp': {} });
    renderWithPortal(<Pages />, { route: '/register', county: makeCountyConfig(), lists });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(
        "We've emailed you a link. Please follow the link to complete your registration.",
      ),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === 'auth/signUp')?.body).toEqual({
      username: 'ada.lovelace',
      email: 'ada@example.com',
      password: 'Engine#1843abc',
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: '',
      address: '12 Main St',
      city: 'Pine Ridge',
      state: 'MN',
      zip: '55111',
      phoneFormatType: 'STANDARD',
      phone: '(555) 010-2040',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it("shows the server's message when the registration is refused", async () => {
    api = mockApi({
      'POST auth/signUp': () => ({ status: 400, message: 'That username is already taken.' }),
    });
    renderWithPortal(<Pages />, { route: '/register', county: makeCountyConfig(), lists });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('That username is already taken.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument(),
    );
  });
});
