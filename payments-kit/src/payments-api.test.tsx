import { PAYMENT_MESSAGES } from '@lrp/contract';
import { queryClient, setPortalLanguage, translateMessage } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthorizeCard, useCompleteDeposit, useReportAuthorization } from './index';

let api: FetchRecorder;
afterEach(() => api?.restore());

const approved = {
  transactionId: 'T-1',
  token: 'tok',
  approved: true,
  message: 'APPROVED',
  amount: 25,
  cardLast4: '1111',
};

function CardFlow() {
  const authorize = useAuthorizeCard();
  const report = useReportAuthorization();
  return (
    <>
      <button onClick={() => authorize.mutate()}>Authorize</button>
      <button onClick={() => report.mutate(approved)}>Report</button>
      <p>{authorize.data?.content.token ?? 'no token'}</p>
      <p>{report.data?.content.authorizationOkay ? 'authorized' : 'not yet'}</p>
    </>
  );
}

function Deposit() {
  const complete = useCompleteDeposit();
  return <button onClick={() => complete.mutate(approved)}>Complete</button>;
}

describe('the payments kit', () => {
  it("asks for a card page token, then has the server check the card page's answer", async () => {
    api = mockApi({
      'POST creditcard/authorize': { token: 'card-token' },
      'POST creditcard/authorizationResponse': { authorizationOkay: true },
    });
    renderWithPortal(<CardFlow />, { user: makeUser({ paymentMethod: 'CREDIT_CARD' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Authorize' }));
    expect(await screen.findByText('card-token')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('authorized')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual([
      'creditcard/authorize',
      'creditcard/authorizationResponse',
    ]);
    expect(api.calls[1].body).toEqual(approved);
  });

  it('reads the balance and the home cards again once a deposit completes (money moved)', async () => {
    api = mockApi({
      'POST escrowDeposit/completeDeposit': { usageBalance: '$35.00', deposited: 25 },
    });
    renderWithPortal(<Deposit />, { user: makeUser({ role: 'ACCOUNT' }) });
    queryClient.setQueryData(['currentUser', 'usageBalance', 7], '$10.00');
    queryClient.setQueryData(['home', 'all'], {});
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(queryClient.getQueryState(['currentUser', 'usageBalance', 7])?.isInvalidated).toBe(
        true,
      ),
    );
    expect(queryClient.getQueryState(['home', 'all'])?.isInvalidated).toBe(true);
  });

  it("registers the contract's payment messages, so the card page's answers show translated", async () => {
    await setPortalLanguage('KOREAN');
    try {
      expect(translateMessage(PAYMENT_MESSAGES.cardFailed)).not.toBe(PAYMENT_MESSAGES.cardFailed);
      expect(translateMessage(PAYMENT_MESSAGES.cardFailed)).toMatch(/[\uac00-\ud7af]/);
    } finally {
      await setPortalLanguage('ENGLISH');
    }
  });
});
