import type { CardTransactionResponse } from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import { cardGatewayTokens, cardGatewayTransactions } from '../../../src/db/schema';
import {
  accountBalance,
  changeCountyGroup,
  DECLINING_CARD,
  newLedgerRows,
  payOnHostedPage,
} from '../../helpers/card';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const TITLE_CO = 'Pine Ridge Title Co.';

type Initiated = {
  tokenResults: { token: string };
  amount: number;
  surcharge: number;
  total: number;
};
type Completed = { usageBalance: string | null; deposited: number };

async function signedIn(username = 'account.admin'): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

async function initiate(client: TestClient, amount: number) {
  return client.post<Initiated>('/api/escrowDeposit/initiateDeposit', { amount });
}

const { rows: logRows } = newLedgerRows(t);

describe('escrowDeposit/initiateDeposit', () => {
  test('adds the percent surcharge (demo: 2.5%) and issues a token for the total', async () => {
    const client = await signedIn();
    const reply = await initiate(client, 25);
    expect(reply.status).toBe(200);
    expect(reply.body.content).toEqual({
      tokenResults: { token: expect.any(String) },
      amount: 25,
      surcharge: 0.63,
      total: 25.63,
    });
    const [token] = await t.testDb.database.db
      .select()
      .from(cardGatewayTokens)
      .where(eq(cardGatewayTokens.token, reply.body.content.tokenResults.token));
    expect(token).toMatchObject({
      purpose: 'ESCROW_DEPOSIT',
      amount: '25.00',
      surcharge: '0.63',
      total: '25.63',
      status: 'ISSUED',
    });
    expect((await initiate(client, 33.33)).body.content).toMatchObject({
      amount: 33.33,
      surcharge: 0.83,
      total: 34.16,
    });
  });

  test('or the flat dollar surcharge, or none', async () => {
    const client = await signedIn();
    await changeCountyGroup(t, 'escrow', {
      creditCardSurchargeMethod: 'dollars',
      creditCardSurcharge: 1.5,
    });
    expect((await initiate(client, 25)).body.content).toMatchObject({
      amount: 25,
      surcharge: 1.5,
      total: 26.5,
    });
    expect((await initiate(client, 499.99)).body.content).toMatchObject({
      amount: 499.99,
      surcharge: 1.5,
      total: 501.49,
    });
    await changeCountyGroup(t, 'escrow', { applySurcharge: false });
    expect((await initiate(client, 25)).body.content).toMatchObject({
      amount: 25,
      surcharge: 0,
      total: 25,
    });
  });

  test('checks the amount with the contract rule and the county limits ($10.00 to $500.00)', async () => {
    const client = await signedIn();
    for (const [amount, message] of [
      [0, 'Amount must be greater than zero'],
      [-5, 'Amount must be greater than zero'],
      [9.99, 'The minimum deposit is $10.00.'],
      [500.01, 'The maximum deposit is $500.00.'],
      [12.345, 'Enter dollars and cents, like 25.00.'],
    ] as const) {
      const reply = await initiate(client, amount);
      expect([amount, reply.status, reply.body.message, reply.body.content]).toEqual([
        amount,
        400,
        message,
        { fieldErrors: { amount: message }, fieldMessages: expect.any(Object) },
      ]);
    }
    expect((await initiate(client, 10)).status).toBe(200);
    expect((await initiate(client, 500)).status).toBe(200);
    const tokens = await t.testDb.database.db.select().from(cardGatewayTokens);
    expect(tokens).toHaveLength(2);
  });

  test('only an account administrator of an escrow account, when the county lets cards reload', async () => {
    expect((await initiate(await signedIn('escrow.user'), 25)).status).toBe(403);
    expect((await initiate(await signedIn('county.clerk'), 25)).status).toBe(403);
    expect((await initiate(t.client(), 25)).status).toBe(403);
    const invoice = await initiate(await signedIn('ellen.marsh'), 25);
    expect([invoice.status, invoice.body.message]).toEqual([
      400,
      'Only escrow accounts can add money.',
    ]);
    // A flat-fee account paying from escrow may add money too.
    expect((await initiate(await signedIn('ingrid.nystrom'), 25)).status).toBe(200);
    await changeCountyGroup(t, 'escrow', { reloadByCreditCard: false });
    const off = await initiate(await signedIn(), 25);
    expect([off.status, off.body.message]).toEqual([
      400,
      'Adding money by credit card is not offered.',
    ]);
  });
});

describe('escrowDeposit/completeDeposit', () => {
  async function paid(client: TestClient, amount: number, card?: string) {
    const started = await initiate(client, amount);
    return payOnHostedPage(t.app, started.body.content.tokenResults.token, card);
  }

  test('an approved payment credits the deposit (not the surcharge) once, with DEPOSIT and SURCHARGE rows', async () => {
    const client = await signedIn();
    const response = await paid(client, 25);
    const reply = await client.post<Completed>('/api/escrowDeposit/completeDeposit', response);
    expect(reply.status).toBe(200);
    expect(reply.body.content).toEqual({ usageBalance: '$275.00', deposited: 25 });
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe('275.00');
    const rows = await logRows();
    expect(
      rows.map((r) => [
        r.type,
        r.amount,
        r.balanceBefore,
        r.balanceAfter,
        r.paymentMethod,
        r.reference,
        r.idempotencyKey,
        r.username,
      ]),
    ).toEqual([
      [
        'DEPOSIT',
        '25.00',
        '250.00',
        '275.00',
        'CREDIT_CARD',
        response.transactionId,
        response.transactionId,
        'account.admin',
      ],
      [
        'SURCHARGE',
        '0.63',
        '275.00',
        '275.00',
        'CREDIT_CARD',
        response.transactionId,
        `${response.transactionId}:surcharge`,
        'account.admin',
      ],
    ]);
    expect(rows[0].description).toBe('Escrow deposit by credit card (card ending 1111)');
    const [gatewayRow] = await t.testDb.database.db.select().from(cardGatewayTransactions);
    expect(gatewayRow.consumedAt).not.toBeNull();

    // A retried completion (the same response again, even several at once) credits nothing more.
    const retries = await Promise.all(
      [1, 2, 3].map(() => client.post<Completed>('/api/escrowDeposit/completeDeposit', response)),
    );
    for (const retry of retries)
      expect([retry.status, retry.body.content]).toEqual([
        200,
        { usageBalance: '$275.00', deposited: 25 },
      ]);
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe('275.00');
    expect(await logRows()).toHaveLength(2);
  });

  test('concurrent first completions credit once', async () => {
    const client = await signedIn();
    const response = await paid(client, 40);
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        client.post<Completed>('/api/escrowDeposit/completeDeposit', response),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe('290.00');
    expect((await logRows()).filter((r) => r.type === 'DEPOSIT')).toHaveLength(1);
  });

  test('a declined card changes nothing', async () => {
    const client = await signedIn();
    const response = await paid(client, 40, DECLINING_CARD);
    expect(response.approved).toBe(false);
    const reply = await client.post('/api/escrowDeposit/completeDeposit', response);
    expect(reply.status).toBe(402);
    expect(reply.body.message).toMatch(/^Failed to process credit card authorization/);
    // Claiming it was approved does not help: the gateway's record says declined.
    const forged = await client.post('/api/escrowDeposit/completeDeposit', {
      ...response,
      approved: true,
      message: 'Approved.',
    });
    expect(forged.status).toBe(402);
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe('250.00');
    expect(await logRows()).toEqual([]);
  });

  test('a forged "approved" for an unknown transaction is refused and nothing is recorded', async () => {
    const client = await signedIn();
    const started = await initiate(client, 100);
    const forged: CardTransactionResponse = {
      transactionId: 'tgw_000000000000000000000000',
      token: started.body.content.tokenResults.token,
      approved: true,
      message: 'Approved.',
      amount: 102.5,
      cardLast4: '1111',
    };
    const reply = await client.post('/api/escrowDeposit/completeDeposit', forged);
    expect([reply.status, reply.body.ok, reply.body.message]).toEqual([
      402,
      false,
      'The card payment could not be verified with the card gateway. Nothing was added to your balance.',
    ]);
    // A real transaction id with another token is not that transaction either.
    const other = await paid(client, 10);
    expect(
      (await client.post('/api/escrowDeposit/completeDeposit', { ...other, token: forged.token }))
        .status,
    ).toBe(402);
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe('250.00');
    expect(await logRows()).toEqual([]);
    expect(
      (await t.testDb.database.db.select().from(cardGatewayTransactions)).every(
        (r) => r.consumedAt === null,
      ),
    ).toBe(true);
  });

  test('a response for another user’s token is refused', async () => {
    const owner = await signedIn('ingrid.nystrom');
    const response = await paid(owner, 30);
    const thief = await signedIn('account.admin');
    const reply = await thief.post('/api/escrowDeposit/completeDeposit', response);
    expect(reply.status).toBe(402);
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe('250.00');
    expect((await accountBalance(t, 'North Star Abstract')).escrowBalance).toBe('75.00');
    expect(await logRows()).toEqual([]);
    // The owner can still complete it.
    const mine = await owner.post<Completed>('/api/escrowDeposit/completeDeposit', response);
    expect(mine.body.content).toEqual({ usageBalance: '120 images remaining', deposited: 30 });
    expect((await accountBalance(t, 'North Star Abstract')).escrowBalance).toBe('105.00');
  });

  test('a preauthorization payment cannot be completed as a deposit', async () => {
    const client = await signedIn();
    const authorized = await client.post<{ token: string }>('/api/creditcard/authorize', {});
    const response = await payOnHostedPage(t.app, authorized.body.content.token);
    expect((await client.post('/api/escrowDeposit/completeDeposit', response)).status).toBe(402);
    expect(await logRows()).toEqual([]);
  });

  test('with CARD_GATEWAY=none the calls say card payments are off', async () => {
    const app = await t.buildApp({ cardGateway: 'none' });
    const client = t.client(app);
    await client.login('account.admin');
    const reply = await client.post('/api/escrowDeposit/initiateDeposit', { amount: 25 });
    expect([reply.status, reply.body.message]).toEqual([503, 'Card payments are not available.']);
  });
});

describe('the seeded demo county', () => {
  test('North Star Abstract can pay for a flat-fee option; Pine Ridge Title Co. reloads by card', async () => {
    const db = t.testDb.database.db;
    const escrow = (
      await db.execute<{ content: Record<string, unknown> }>(
        sql`select content from county_settings where group_name = 'escrow'`,
      )
    ).rows[0].content;
    expect(escrow).toMatchObject({
      reloadByCreditCard: true,
      minReloadAmount: 10,
      maxReloadAmount: 500,
      applySurcharge: true,
      creditCardSurchargeMethod: 'percent',
    });
    expect((await accountBalance(t, 'North Star Abstract')).escrowBalance).toBe('75.00');
  });
});
