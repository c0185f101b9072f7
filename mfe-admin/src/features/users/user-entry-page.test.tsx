import { registerLocales } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import adminEn from '../../locales/en.json';
import { UserEntryPage } from './user-entry-page';
import { UserListPage } from './user-list-page';

registerLocales('admin', adminEn);
let api: FetchRecorder;
afterEach(() => api?.restore());

const types = (...codes: string[]) =>
  codes.map((code) => ({
    code,
    description: {
      TRIMIN: 'System Administrator',
      COUNTY: 'County Administrator',
      ACCOUNT: 'Account Administrator',
      USER: 'User',
      GUEST: 'Guest',
    }[code]!,
  }));
const clerk = makeUser({
  role: 'COUNTY',
  username: 'county.clerk',
  accountId: null,
  allowableAccounts: [
    { code: '3', description: 'Card Payments' },
    { code: '1', description: 'Pine Ridge Title Co.' },
  ],
  allowableUserTypes: types('COUNTY', 'ACCOUNT', 'USER', 'GUEST'),
});
const accountAdmin = makeUser({
  role: 'ACCOUNT',
  username: 'account.admin',
  allowableAccounts: [{ code: '1', description: 'Pine Ridge Title Co.' }],
  allowableUserTypes: types('ACCOUNT', 'USER'),
});
const existing = {
  id: 12,
  username: 'escrow.user',
  role: 'USER',
  accountId: 1,
  accountName: 'Pine Ridge Title Co.',
  firstName: 'Erik',
  lastName: 'Solberg',
  company: '',
  address: '1 Lake Ave',
  city: 'Duluth',
  state: 'MN',
  zip: '55802',
  email: 'erik@example.com',
  phoneFormatType: 'STANDARD',
  phone: '(218) 555-0100',
  status: 'A',
  viewJudicialProtection: false,
};
const lists = { states: [{ code: 'MN', description: 'Minnesota' }] };

describe('user entry', () => {
  it('a new user gets Username and both passwords, the first account preselected, and the rules of the contract', async () => {
    api = mockApi({});
    renderWithPortal(<UserEntryPage />, {
      user: clerk,
      route: '/userManager/0',
      path: '/userManager/:id',
      lists,
    });
    expect(screen.getByRole('heading', { name: 'User (new*)' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm Password/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Account/, { selector: 'input' })).toHaveValue('Card Payments');
    expect(
      screen.getByRole('radiogroup', { name: 'View Protected Documents' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Username/), 'ab');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Short1!');
    await userEvent.type(screen.getByLabelText(/^Confirm Password/), 'Other1!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('At least 12 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Mismatched passwords.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('an account administrator sees no protected-documents choice and only its own account', async () => {
    api = mockApi({});
    renderWithPortal(<UserEntryPage />, {
      user: accountAdmin,
      route: '/userManager/0',
      path: '/userManager/:id',
      lists,
    });
    expect(screen.queryByRole('radiogroup', { name: 'View Protected Documents' })).toBeNull();
    expect(screen.getByLabelText(/^Account/, { selector: 'input' })).toHaveValue(
      'Pine Ridge Title Co.',
    );
  });

  it('giving protected-document view asks first; Yes saves it', async () => {
    api = mockApi({
      'GET userManager/user/12': existing,
      'POST userManager/user': (body: unknown) => ({
        message: 'User saved.',
        content: { user: body },
      }),
    });
    renderWithPortal(<UserEntryPage />, {
      user: clerk,
      route: '/userManager/12',
      path: '/userManager/:id',
      lists,
    });
    expect(await screen.findByRole('heading', { name: 'User (escrow.user)' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Username/)).toBeNull();
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Give user ability to view all protected documents?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === 'userManager/user')).toBe(true));
    expect(api.calls.find((c) => c.path === 'userManager/user')!.body).toMatchObject({
      id: 12,
      viewJudicialProtection: true,
      accountId: 1,
    });
    expect(await screen.findByText('User saved.')).toBeInTheDocument();
  });

  it('an inactive user is read-only, its account and type shown as text, with Activate', async () => {
    api = mockApi({ 'GET userManager/user/12': { ...existing, status: 'I' } });
    renderWithPortal(<UserEntryPage />, {
      user: clerk,
      route: '/userManager/12',
      path: '/userManager/:id',
      lists,
    });
    expect(
      await screen.findByText('This user is not active: activate it to change its details.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'User Type' })).toHaveValue('User');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });
});

describe('user list', () => {
  const listed = [
    {
      id: 1,
      username: 'locked.user',
      fullName: 'Lou Locked',
      accountId: 1,
      accountName: 'Pine Ridge Title Co.',
      role: 'USER',
      roleDescription: 'User',
      status: 'L',
    },
    {
      id: 2,
      username: 'active.user',
      fullName: 'Ann Active',
      accountId: 1,
      accountName: 'Pine Ridge Title Co.',
      role: 'USER',
      roleDescription: 'User',
      status: 'A',
    },
  ];

  it('activating a locked user asks first; the account finder is for county staff only', async () => {
    api = mockApi({
      'POST userManager/users': { users: listed },
      'POST userManager/userChangeStatusList': { users: listed },
    });
    renderWithPortal(<UserListPage />, { user: clerk, route: '/userManager' });
    expect(await screen.findByText('locked!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find Account' })).toBeInTheDocument();
    expect(screen.getByText('Displaying Results: 1-2 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activate locked.user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog.textContent).toContain(
      'User was locked out due to suspicious activties.  Continue to activate?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === 'userManager/userChangeStatusList')).toHaveLength(
        1,
      ),
    );
    expect(
      api.calls.find((c) => c.path === 'userManager/userChangeStatusList')!.body,
    ).toMatchObject({ userId: 1 });
  });

  it('deactivating an active user happens at once; an account administrator has no account finder', async () => {
    api = mockApi({
      'POST userManager/users': { users: listed },
      'POST userManager/userChangeStatusList': { users: listed },
    });
    renderWithPortal(<UserListPage />, { user: accountAdmin, route: '/userManager' });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate active.user' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === 'userManager/userChangeStatusList')).toHaveLength(
        1,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Find Account' })).toBeNull();
  });
});
