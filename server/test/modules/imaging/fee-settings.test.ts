import type { CartOrder, DownloadOrder, FeeSchedule, PayDownloadOrderResult } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { accountBalance, newLedgerRows, payOnHostedPage } from '../../helpers/card';
import { ALL_DATES, documentRef, fixture, query, search, signedIn } from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * Image prices follow the fee structure as the control panel saves it (spec 3 §3, §5; spec 1 §4): a la carte
 * special rates by document type and instrument code (the most specific wins), the card payers' alternate rates
 * and special rates, the card surcharge on the preauthorization (its own ledger line), and the Max Amount Per
 * Charge. Every setting is saved through POST controlPanel/countyConfig/{group}, as the screens save it.
 */

const t = setupServerTest();
const ledger = newLedgerRows(t);
const PINE_RIDGE = 'Pine Ridge Title Co.';

/** The 5-page ABSTRACT mortgage (MTG) of the fixture (9000002). */
async function fivePages() {
  const [row] = await query<{ id: number }>(
    t,
    sql`select id from documents where display_doc_number = ${fixture(2)}`,
  );
  return documentRef(row.id);
}
const order = async (client: TestClient, csv = '') =>
  (
    await client.post<DownloadOrder>('/api/imaging/computeDownloadOrder', {
      ...(await fivePages()),
      pageSelectionMethod: csv ? 'CSV_PAGES' : 'ENTIRE_DOCUMENT',
      selectedAsCsv: csv,
    })
  ).body.content;
const pay = (client: TestClient, guid: string) =>
  client.post<PayDownloadOrderResult>('/api/imaging/payDownloadOrder', { imageStateGuid: guid });

/** Saves a county group as its control panel screen does: the whole group, merged over what is stored. */
async function save(group: string, change: Record<string, unknown>) {
  const clerk = await signedIn(t, 'county.clerk');
  const stored = (
    await clerk.get<Record<string, unknown>>(`/api/controlPanel/countyConfig/${group}`)
  ).body.content;
  const reply = await clerk.post(`/api/controlPanel/countyConfig/${group}`, {
    ...stored,
    ...change,
  });
  expect(reply.status).toBe(200);
}
const rate = (
  documentType: string,
  instrumentCode: string,
  firstPageRate: number,
  additionalPagesRate: number,
) => ({ documentType, instrumentCode, documentRate: 0, firstPageRate, additionalPagesRate });

async function authorizeCard(client: TestClient) {
  const token = (await client.post<{ token: string }>('/api/creditcard/authorize', {})).body.content
    .token;
  const response = await payOnHostedPage(t.app, token);
  const reply = await client.post<{ authorizationOkay: boolean }>(
    '/api/creditcard/authorizationResponse',
    response,
  );
  expect(reply.body.content.authorizationOkay).toBe(true);
  return { token, response };
}
const total = (schedule: FeeSchedule) => schedule.downloadButtonText;

describe('a la carte special rates', () => {
  test("an escrow user's order follows the special rate for the type, the type and instrument code winning", async () => {
    const client = await signedIn(t, 'escrow.user');
    // The a la carte prices: $1.00 the first page, $0.25 each other page.
    expect(total((await order(client)).feeSchedule)).toBe('Pay $2.00 and Download');

    await save('aLaCarteSpecialRates', {
      applySpecialRates: true,
      rates: [rate('abstract', '', 3, 0.5)],
    });
    expect(total((await order(client)).feeSchedule)).toBe('Pay $5.00 and Download');

    await save('aLaCarteSpecialRates', {
      applySpecialRates: true,
      rates: [rate('ABSTRACT', '', 3, 0.5), rate('0', 'MTG', 9, 9), rate('ABSTRACT', 'MTG', 2, 1)],
    });
    const opened = await order(client);
    expect(total(opened.feeSchedule)).toBe('Pay $6.00 and Download');
    expect((await pay(client, opened.imageState.guid)).body.content.status).toBe('PAID');
    expect(await ledger.rows()).toEqual([
      expect.objectContaining({ type: 'CHARGE', amount: '6.00', paymentMethod: 'ESCROW' }),
    ]);
    expect((await accountBalance(t, PINE_RIDGE)).escrowBalance).toBe('244.00');

    // Switched off: the a la carte prices again (the pages bought are free now, so ask a fresh user's order).
    await save('aLaCarteSpecialRates', { applySpecialRates: false });
    const other = await signedIn(t, 'account.admin');
    expect(total((await order(other)).feeSchedule)).toBe('Pay $2.00 and Download');
  });
});

describe('card payers', () => {
  test('pay the alternate rates when applied, and the credit-card special rates (reset with the a la carte ones)', async () => {
    const client = await signedIn(t, 'card.user');
    // Demo alternate rates: $1.50 the first page, $0.75 each other page.
    expect((await order(client)).feeSchedule.lines.map((l) => l.amount)).toEqual([
      '$1.50',
      '$0.75',
      '$0.75',
      '$0.75',
      '$0.75',
    ]);
    await save('creditCard', { applyAlternateRates: false });
    expect((await order(client)).feeSchedule.lines.map((l) => l.amount)).toEqual([
      '$1.00',
      '$0.25',
      '$0.25',
      '$0.25',
      '$0.25',
    ]);
    await save('creditCard', { applyAlternateRates: true });
    // Saving the a la carte special rates gives card payers the same rows, even with a la carte's switched off.
    await save('aLaCarteSpecialRates', {
      applySpecialRates: false,
      rates: [rate('ABSTRACT', 'MTG', 2, 0.1)],
    });
    expect((await order(client)).feeSchedule.lines.map((l) => l.amount)).toEqual([
      '$2.00',
      '$0.10',
      '$0.10',
      '$0.10',
      '$0.10',
    ]);
    const escrowUser = await signedIn(t, 'escrow.user');
    expect(total((await order(escrowUser)).feeSchedule)).toBe('Pay $2.00 and Download');
  });

  test('the preauthorization carries the card surcharge, recorded once as its own SURCHARGE line', async () => {
    await save('creditCardExtra', {
      applySurcharge: true,
      surchargeMethod: 'percent',
      surchargePercent: 10,
    });
    const client = await signedIn(t, 'card.user');
    const { token, response } = await authorizeCard(client);
    const [issued] = await query<{ amount: string; surcharge: string; total: string }>(
      t,
      sql`select amount::text, surcharge::text, total::text from card_gateway_tokens where token = ${token}`,
    );
    expect(issued).toEqual({ amount: '25.00', surcharge: '2.50', total: '27.50' });
    expect(await ledger.rows()).toEqual([
      expect.objectContaining({
        type: 'SURCHARGE',
        amount: '2.50',
        paymentMethod: 'CREDIT_CARD',
        reference: response.transactionId,
        idempotencyKey: `${response.transactionId}:surcharge`,
        username: 'card.user',
      }),
    ]);
    // The surcharge is not spent from the preauthorization: $25.00 is left to buy with.
    expect((await order(client, '1')).feeSchedule.beginningBalance).toBe('$25.00');
    // Reported again, or settled by the reconciliation: no second line.
    await client.post('/api/creditcard/authorizationResponse', response);
    await t.app.cardPayments.reconcile(0);
    expect((await ledger.rows()).filter((r) => r.type === 'SURCHARGE')).toHaveLength(1);

    // In dollars: the amount itself, whatever the preauthorization.
    await save('creditCardExtra', { surchargeMethod: 'dollars', surcharge: 1.75, maxAmount: 40 });
    const dollars = await authorizeCard(client);
    const [second] = await query<{ surcharge: string; total: string }>(
      t,
      sql`select surcharge::text, total::text from card_gateway_tokens where token = ${dollars.token}`,
    );
    expect(second).toEqual({ surcharge: '1.75', total: '41.75' });
  });

  test('no surcharge, no surcharge line', async () => {
    const client = await signedIn(t, 'card.user');
    await authorizeCard(client);
    expect(await ledger.rows()).toEqual([]);
  });
});

describe('Max Amount Per Charge', () => {
  const OVER =
    'This purchase of $4.50 is more than the $3.00 a card can be charged at once. Buy fewer pages at a time.';

  test('a card order above it is refused in the fee schedule and by the pay call; within it, it is paid', async () => {
    await save('creditCardExtra', { maxAmount: 3 });
    const client = await signedIn(t, 'card.user');
    await authorizeCard(client);
    const big = await order(client);
    expect(big.feeSchedule).toMatchObject({
      insufficientBalance: true,
      insufficientBalanceMessage: OVER,
      buyOptions: { creditCard: false },
    });
    expect(big.feeSchedule.coded?.insufficientBalanceMessage).toMatchObject({
      message: OVER,
      code: 'imagingOrder.overCardMaximum',
    });
    const refused = await pay(client, big.imageState.guid);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(OVER);
    expect(await ledger.rows()).toEqual([]);

    const small = await order(client, '1-2');
    expect(small.feeSchedule).toMatchObject({ insufficientBalance: false });
    expect((await pay(client, small.imageState.guid)).body.content.status).toBe('PAID');
    expect((await ledger.rows()).map((r) => [r.type, r.amount])).toEqual([['CHARGE', '2.25']]);
  });

  test('a cart above it is refused too', async () => {
    await save('creditCardExtra', { maxAmount: 3 });
    const client = await signedIn(t, 'card.user');
    await authorizeCard(client);
    const item = {
      ...(await fivePages()),
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
      selectedAsCsv: '',
    };
    const cart = (await client.post<CartOrder>('/api/imaging/computeCartOrder', { items: [item] }))
      .body.content;
    expect(cart.feeSchedule.insufficientBalanceMessage).toBe(OVER);
    const refused = await client.post('/api/imaging/payCartOrder', {
      imageStateGuids: cart.orders.map((o) => o.imageState.guid),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(OVER);
  });

  test('a pay-per-search price above it is refused with its message', async () => {
    await save('creditCardExtra', { maxAmount: 1 });
    const client = await signedIn(t, 'card.user');
    const reply = await search(client, 'searchByName', {
      ...ALL_DATES,
      grantorGranteeLastName1: 'Quillfeather',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      'This search costs $1.50, more than the $1.00 a card can be charged at once. Please contact the county.',
    );
    expect(await ledger.rows()).toEqual([]);
  });
});
