import { registerLocales, useCountyStore } from '@lrp/shared';
import {
  makeCountyConfig,
  makeUser,
  mockApi,
  renderWithPortal,
  type FetchRecorder,
} from '@lrp/shared/test';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import shellEn from '../../locales/en.json';
import { EscrowDepositDialog } from './escrow-deposit-dialog';

registerLocales('shell', shellEn);
let api: FetchRecorder;
afterEach(() => api?.restore());

const approved = {
  transactionId: 'T-1',
  token: 'tok',
  approved: true,
  message: 'APPROVED',
  amount: 25.63,
  cardLast4: '1111',
};

function renderDialog() {
  const user = makeUser({ role: 'ACCOUNT' });
  renderWithPortal(<EscrowDepositDialog opened onClose={() => {}} />, {
    user,
    county: makeCountyConfig(),
  });
  useCountyStore.setState({
    productConfig: {
      COUNTY_DIRECTORY: 'demo',
      BROWSER_ROUTER_BASENAME: '/',
      SERVER_URL: '/api/',
      CARD_PAYMENT_PAGE_URL: '/api/cardGateway/hostedPage',
      CARD_SCRIPT_URL: '',
      PRODUCT_VERSION: '5.5.5',
    },
  });
}

const cardMessage = (data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data }));
  });

describe('EscrowDepositDialog', () => {
  it('shows the limits, checks the amount and previews the surcharge before paying', async () => {
    api = mockApi({});
    renderDialog();
    expect(
      screen.getByText('Add between $10.00 and $500.00 to your escrow balance with a credit card.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Deposit amount'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to card' }));
    expect(screen.getByText('Amount must be greater than zero')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Deposit amount'));
    await userEvent.type(screen.getByLabelText('Deposit amount'), '600');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to card' }));
    expect(screen.getByText('The maximum deposit is $500.00.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Deposit amount'));
    await userEvent.type(screen.getByLabelText('Deposit amount'), '25');
    const summary = screen.getByRole('table', { name: 'Deposit summary' });
    expect(summary).toHaveTextContent('Card surcharge$0.63');
    expect(summary).toHaveTextContent('Total charged to your card$25.63');
    expect(api.calls).toHaveLength(0);
  });

  it('ignores messages from other origins and closes on cancel', async () => {
    api = mockApi({
      'POST escrowDeposit/initiateDeposit': {
        tokenResults: { token: 'tok' },
        amount: 25,
        surcharge: 0.63,
        total: 25.63,
      },
    });
    renderDialog();
    await userEvent.type(screen.getByLabelText('Deposit amount'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to card' }));
    await screen.findByTitle('Escrow Deposit - Credit Card Authorization');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          data: { source: 'lrp-card-gateway', type: 'transactionResponse', response: approved },
        }),
      );
    });
    await cardMessage({ source: 'lrp-card-gateway', type: 'cancel' });
    await waitFor(() =>
      expect(
        screen.queryByTitle('Escrow Deposit - Credit Card Authorization'),
      ).not.toBeInTheDocument(),
    );
    expect(api.calls.map((c) => c.path)).toEqual(['escrowDeposit/initiateDeposit']);
  });
});
