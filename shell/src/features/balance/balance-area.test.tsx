import { queryClient, registerLocales, useCountyStore } from '@lrp/shared';
import {
  makeCountyConfig,
  makeUser,
  mockApi,
  renderWithPortal,
  type FetchRecorder,
} from '@lrp/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import shellEn from '../../locales/en.json';
import { BalanceArea } from './balance-area';
import { paysByCard } from './preauthorization-left';

registerLocales('shell', shellEn);
let api: FetchRecorder;
afterEach(() => api?.restore());

const PRODUCT_CONFIG = {
  COUNTY_DIRECTORY: 'demo',
  BROWSER_ROUTER_BASENAME: '/',
  SERVER_URL: '/api/',
  CARD_PAYMENT_PAGE_URL: '/api/cardGateway/hostedPage',
  CARD_SCRIPT_URL: '',
  PRODUCT_VERSION: '5.5.5',
};
const approved = {
  transactionId: 'T-1',
  token: 'tok',
  approved: true,
  message: 'APPROVED',
  amount: 25.63,
  cardLast4: '1111',
};
const balance = () => screen.getByTestId('usage-balance');

function renderBalance(user = makeUser({ role: 'ACCOUNT' })) {
  renderWithPortal(<BalanceArea />, { user, county: makeCountyConfig() });
  useCountyStore.setState({ productConfig: PRODUCT_CONFIG });
}

const cardMessage = (data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data }));
  });

async function payDeposit(amount: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Add money' }));
  await userEvent.type(await screen.findByLabelText('Deposit amount'), amount);
  await userEvent.click(screen.getByRole('button', { name: 'Continue to card' }));
  await screen.findByTitle('Escrow Deposit - Credit Card Authorization');
}

describe('BalanceArea', () => {
  it('refreshes the balance from the server, and says so when it cannot', async () => {
    let calls = 0;
    api = mockApi({
      'POST currentUser/usageBalance': () =>
        ++calls === 1
          ? { content: { usageBalance: '$240.00' } }
          : { status: 500, message: 'Database down' },
    });
    renderBalance(makeUser());
    expect(balance()).toHaveTextContent('$250.00');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(balance()).toHaveTextContent('$240.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(await screen.findByText('Cannot refresh usage balance')).toBeInTheDocument();
    expect(balance()).toHaveTextContent('$240.00');
  });

  it.each(['INVOICE', 'CREDIT_CARD'] as const)(
    'shows an a la carte %s account its balance, with no other control',
    (paymentMethod) => {
      renderBalance(
        makeUser({
          role: 'ACCOUNT',
          accountType: 'A_LA_CARTE',
          paymentMethod,
          usageBalance: '$0.00',
        }),
      );
      expect(balance()).toHaveTextContent('$0.00');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('adds money by card, then shows the balance as the server has it', async () => {
    api = mockApi({
      'POST escrowDeposit/initiateDeposit': {
        tokenResults: { token: 'tok' },
        amount: 25,
        surcharge: 0.63,
        total: 25.63,
      },
      'POST escrowDeposit/completeDeposit': { usageBalance: '$275.00', deposited: 25 },
      'POST currentUser/usageBalance': { usageBalance: '$275.00' },
    });
    renderBalance();
    await payDeposit('25');
    expect(document.querySelector('input[name="token"]')).toHaveValue('tok');
    // Spec 1 §4: the deposit's card dialog has only Cancel.
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await cardMessage({
      source: 'lrp-card-gateway',
      type: 'transactionResponse',
      response: approved,
    });
    expect(await screen.findByText('$25.00 was added to your escrow balance.')).toBeInTheDocument();
    await waitFor(() => expect(balance()).toHaveTextContent('$275.00'));
    expect(api.calls.map((c) => c.path)).toEqual([
      'escrowDeposit/initiateDeposit',
      'escrowDeposit/completeDeposit',
      'currentUser/usageBalance',
    ]);
  });

  it("shows the server's own message when it refuses the card's answer, and the balance stays", async () => {
    api = mockApi({
      'POST escrowDeposit/initiateDeposit': {
        tokenResults: { token: 'tok' },
        amount: 25,
        surcharge: 0.63,
        total: 25.63,
      },
      'POST escrowDeposit/completeDeposit': () => ({
        status: 409,
        message: 'This card payment has already been used.',
      }),
      'POST currentUser/usageBalance': { usageBalance: '$250.00' },
    });
    renderBalance();
    await payDeposit('25');
    await cardMessage({
      source: 'lrp-card-gateway',
      type: 'transactionResponse',
      response: approved,
    });
    expect(
      await screen.findByText('ERROR: This card payment has already been used.'),
    ).toBeInTheDocument();
    expect(balance()).toHaveTextContent('$250.00');
  });

  describe('flat-fee images', () => {
    const options = {
      guid: 'g-1',
      purchaseOptions: {
        flatFeeOptions: {
          title: 'Buy flat-fee images',
          options: [
            { text: '50 images for $25.00', value: '1' },
            { text: '100 images for $45.00', value: '2' },
          ],
        },
      },
    };
    const confirmation = (insufficient: boolean) => ({
      ok: true,
      errorMessage: null,
      headers: ['Flat Fee Images', 'North Star Abstract'],
      accountMessage: 'Charged to the account escrow balance.',
      beginningBalance: '$40.00',
      purchaseMessage: '100 images',
      purchase: '$45.00',
      endingBalance: insufficient ? '-$5.00' : '$0.00',
      insufficientBalance: insufficient,
    });
    const flatFeeAdmin = makeUser({
      role: 'ACCOUNT',
      accountType: 'FLAT_FEE',
      usageBalance: '120 images remaining',
    });

    it('preselects the first option, confirms the chosen one, buys it and refreshes the balance', async () => {
      api = mockApi({
        'POST flatFee/getAddOnOptions': options,
        'POST flatFee/getUserAddOnConfirmation': confirmation(false),
        'POST flatFee/userAddOn': {
          ok: true,
          message: '100 images were added to North Star Abstract.',
        },
        'POST currentUser/usageBalance': { usageBalance: '220 images remaining' },
      });
      renderBalance(flatFeeAdmin);
      await userEvent.click(screen.getByRole('button', { name: 'Buy images' }));
      expect(await screen.findByRole('radio', { name: '50 images for $25.00' })).toBeChecked();
      await userEvent.click(screen.getByRole('radio', { name: '100 images for $45.00' }));
      await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
      const confirm = await screen.findByRole('dialog', { name: 'Flat Fee Images' });
      expect(within(confirm).getByText('North Star Abstract')).toHaveStyle({ fontWeight: 700 });
      expect(api.calls[1].body).toEqual({
        option: '2',
        imageStateReference: { imageStateGuid: 'g-1' },
      });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Buy' }));
      expect(
        await screen.findByText('100 images were added to North Star Abstract.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(balance()).toHaveTextContent('220 images remaining'));
    });

    it('hides Buy and marks the ending balance when the balance is insufficient', async () => {
      api = mockApi({
        'POST flatFee/getAddOnOptions': options,
        'POST flatFee/getUserAddOnConfirmation': confirmation(true),
      });
      renderBalance(flatFeeAdmin);
      await userEvent.click(screen.getByRole('button', { name: 'Buy images' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
      const confirm = await screen.findByRole('dialog', { name: 'Flat Fee Images' });
      expect(within(confirm).getByText('-$5.00')).toHaveAttribute('data-insufficient', 'true');
      expect(within(confirm).queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
      await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
      expect(
        await screen.findByRole('radio', { name: '50 images for $25.00' }),
      ).toBeInTheDocument();
    });

    it('Back from the confirmation discards the purchase and starts a new one: another option is confirmed on the new purchase', async () => {
      let opened = 0;
      api = mockApi({
        'POST flatFee/getAddOnOptions': () => ({
          content: { ...options, guid: `g-${(opened += 1)}` },
        }),
        'POST flatFee/getUserAddOnConfirmation': confirmation(false),
        'POST imaging/cancelImageState': null,
      });
      renderBalance(flatFeeAdmin);
      await userEvent.click(screen.getByRole('button', { name: 'Buy images' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
      const confirm = await screen.findByRole('dialog', { name: 'Flat Fee Images' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
      await waitFor(() => expect(opened).toBe(2));
      await userEvent.click(await screen.findByRole('radio', { name: '100 images for $45.00' }));
      await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
      await screen.findByRole('dialog', { name: 'Flat Fee Images' });
      expect(
        api.calls.filter((c) => c.path === 'imaging/cancelImageState').map((c) => c.body),
      ).toEqual([{ imageStateGuid: 'g-1' }]);
      expect(
        api.calls.filter((c) => c.path === 'flatFee/getUserAddOnConfirmation').map((c) => c.body),
      ).toEqual([
        { option: '1', imageStateReference: { imageStateGuid: 'g-1' } },
        { option: '2', imageStateReference: { imageStateGuid: 'g-2' } },
      ]);
    });

    it('Cancel, on the options or the confirmation, discards the purchase on the server', async () => {
      api = mockApi({
        'POST flatFee/getAddOnOptions': options,
        'POST flatFee/getUserAddOnConfirmation': confirmation(false),
        'POST imaging/cancelImageState': null,
      });
      renderBalance(flatFeeAdmin);
      await userEvent.click(screen.getByRole('button', { name: 'Buy images' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
      const confirm = await screen.findByRole('dialog', { name: 'Flat Fee Images' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(
        api.calls.filter((c) => c.path === 'imaging/cancelImageState').map((c) => c.body),
      ).toEqual([{ imageStateGuid: 'g-1' }]);
    });

    it("shows the server's refusal as a warning", async () => {
      api = mockApi({
        'POST flatFee/getAddOnOptions': options,
        'POST flatFee/getUserAddOnConfirmation': {
          ...confirmation(false),
          ok: false,
          errorMessage: 'The county does not allow add-ons for this account.',
        },
      });
      renderBalance(flatFeeAdmin);
      await userEvent.click(screen.getByRole('button', { name: 'Buy images' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
      expect(
        await screen.findByText('The county does not allow add-ons for this account.'),
      ).toBeInTheDocument();
    });
  });

  describe("a card payer's preauthorization", () => {
    const card = (overrides: Parameters<typeof makeUser>[0] = {}) =>
      makeUser({
        username: 'card.user',
        accountName: 'Card Payments',
        accountType: 'A_LA_CARTE',
        paymentMethod: 'CREDIT_CARD',
        usageBalance: '$0.00',
        ...overrides,
      });
    const left = () => screen.getByTestId('preauthorization-left');

    it('shows what is left beside the balance, and what the server has after money moves', async () => {
      api = mockApi({
        'POST currentUser/usageBalance': { usageBalance: '$1.50', preauthorizationLeft: '$23.50' },
      });
      renderBalance(card({ preauthorizationLeft: '$25.00' }));
      expect(balance()).toHaveTextContent('$0.00');
      expect(left()).toHaveTextContent('Card preauthorization: $25.00 left');
      // An image purchase marks the balances stale (useMoneyMoved): the header asks again.
      await act(() => queryClient.invalidateQueries({ queryKey: ['currentUser', 'usageBalance'] }));
      await waitFor(() => expect(left()).toHaveTextContent('Card preauthorization: $23.50 left'));
      expect(api.calls.map((c) => c.path)).toContain('currentUser/usageBalance');
    });

    it('a card payer without an account has no balance, only the preauthorization', () => {
      renderBalance(
        card({
          accountId: null,
          accountName: null,
          accountType: null,
          paymentMethod: null,
          usageBalance: null,
          preauthorizationLeft: '$25.00',
        }),
      );
      expect(screen.queryByTestId('usage-balance')).not.toBeInTheDocument();
      expect(left()).toHaveTextContent('Card preauthorization: $25.00 left');
    });

    it('nothing without a preauthorization, and nothing for those who do not pay by card', () => {
      renderBalance(card({ preauthorizationLeft: null }));
      expect(screen.queryByTestId('preauthorization-left')).not.toBeInTheDocument();
      expect(paysByCard(card())).toBe(true);
      expect(paysByCard(makeUser())).toBe(false);
      expect(paysByCard(makeUser({ accountType: 'FLAT_FEE', paymentMethod: 'CREDIT_CARD' }))).toBe(
        false,
      );
      expect(paysByCard(card({ role: 'GUEST' }))).toBe(false);
    });
  });
});
