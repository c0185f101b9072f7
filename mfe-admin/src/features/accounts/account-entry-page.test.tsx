import { registerLocales } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import adminEn from '../../locales/en.json';
import { AccountEntryPage } from './account-entry-page';

registerLocales('admin', adminEn);
let api: FetchRecorder;
afterEach(() => api?.restore());

const clerk = makeUser({ role: 'COUNTY', username: 'county.clerk', accountId: null });
const blank = {
  id: 0,
  name: '',
  accountType: 'A_LA_CARTE',
  paymentMethod: 'ESCROW',
  monthlyFee: 0,
  flatFeeRateLevel: 0,
  userReload: false,
  landLinkAccount: '',
  postToLandLink: false,
  address: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  email: '',
  status: 'A',
  lastTasks: null,
  userCount: 0,
  flatFeeRateOptions: [
    { code: '0', description: 'Free' },
    { code: '1', description: '100 image(s) for $50.00' },
    { code: '5', description: 'Unlimited images for $500.00' },
  ],
};
const render = (account = blank) => {
  api = mockApi({
    [`GET controlPanel/account/${account.id}`]: account,
    'POST controlPanel/account': {
      message: 'Account saved.',
      content: { account, accountCodeDescriptionResults: [] },
    },
  });
  renderWithPortal(<AccountEntryPage />, {
    user: clerk,
    route: `/controlPanel/accounts/${account.id}`,
    path: '/controlPanel/accounts/:id',
    lists: { states: [{ code: 'MN', description: 'Minnesota' }] },
  });
};

describe('account entry', () => {
  it('a new account needs a name and, for A_LA_CARTE by escrow, a numeric LandLink account', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Account (new*)' })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/^LandLink Account #/), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Numeric Account Number')).toBeInTheDocument();
    expect(screen.getAllByText('Required.').length).toBeGreaterThan(0);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('FLAT_FEE shows Monthly Rate instead of Monthly Fee and a narrower payment method list; Reload by Account Admin needs a rate', async () => {
    render();
    await screen.findByRole('heading', { name: 'Account (new*)' });
    expect(await screen.findByLabelText('Monthly Fee')).toBeInTheDocument();
    expect(screen.queryByLabelText('Post to LandLink')).toBeNull();
    await userEvent.click(screen.getByLabelText(/^Account Type/, { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Flat Fee' }));
    expect(screen.queryByLabelText('Monthly Fee')).toBeNull();
    expect(screen.queryByLabelText('Reload by Account Admin')).toBeNull();
    await userEvent.click(screen.getByLabelText(/^Payment Method/, { selector: 'input' }));
    expect(screen.queryByRole('option', { name: 'Credit Card' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Invoice' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByLabelText('Monthly Rate', { selector: 'input' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Unlimited images for $500.00' }),
    );
    expect(screen.getByLabelText('Reload by Account Admin')).toBeInTheDocument();
  });

  it('CREDIT_CARD offers Post to LandLink; an inactive account is read-only', async () => {
    render({ ...blank, id: 4, name: 'Card Payments', paymentMethod: 'CREDIT_CARD', status: 'I' });
    expect(
      await screen.findByText('This account is inactive: activate it to change its details.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Post to LandLink')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Account (Card Payments)' })).toBeInTheDocument(),
    );
  });
});
