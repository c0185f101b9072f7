import { newLedgerRows, payOnHostedPage } from '../../helpers/card';
import { DEMO_COUNTY_CONFIG } from '../../../src/db/seed/demo-county';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * Escrow reload by card follows the Escrow screen as saved (spec 3 §3 "Escrow config"): the smallest and largest
 * deposit, the surcharge in dollars or percent; the ledger shows the deposit and the surcharge as separate lines.
 */

const t = setupServerTest();
const ledger = newLedgerRows(t);

async function as(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}
type Initiated = {
  tokenResults: { token: string };
  amount: number;
  surcharge: number;
  total: number;
};

test('the saved limits and dollar surcharge apply; deposit and surcharge are two ledger lines', async () => {
  const clerk = await as('county.clerk');
  const saved = await clerk.post('/api/controlPanel/countyConfig/escrow', {
    ...DEMO_COUNTY_CONFIG.escrow,
    minReloadAmount: 20,
    maxReloadAmount: 100,
    creditCardSurchargeMethod: 'dollars',
    creditCardSurcharge: 3,
  });
  expect(saved.status).toBe(200);

  const admin = await as('account.admin');
  const initiate = (amount: number) =>
    admin.post<Initiated>('/api/escrowDeposit/initiateDeposit', { amount });
  for (const amount of [10, 150]) {
    const refused = await initiate(amount);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.content as object)).toContain('fieldErrors');
  }
  const started = await initiate(50);
  expect(started.body.content).toMatchObject({ amount: 50, surcharge: 3, total: 53 });
  const response = await payOnHostedPage(t.app, started.body.content.tokenResults.token);
  expect((await admin.post('/api/escrowDeposit/completeDeposit', response)).status).toBe(200);
  expect(
    (await ledger.rows()).map((r) => [r.type, r.amount, r.balanceBefore, r.balanceAfter]),
  ).toEqual([
    ['DEPOSIT', '50.00', '250.00', '300.00'],
    ['SURCHARGE', '3.00', '300.00', '300.00'],
  ]);

  // Switched off: no reload by card at all.
  await clerk.post('/api/controlPanel/countyConfig/escrow', {
    ...DEMO_COUNTY_CONFIG.escrow,
    reloadByCreditCard: false,
  });
  const off = await initiate(50);
  expect(off.status).toBe(400);
  expect(off.body.message).toBe('Adding money by credit card is not offered.');
});
