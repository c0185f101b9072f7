import type { CardTransactionResponse } from '@lrp/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  auditLog,
  cardGatewayTokens,
  cardGatewayTransactions,
  mailOutbox,
} from '../../../src/db/schema';
import { accountBalance, newLedgerRows, payOnHostedPage } from '../../helpers/card';
import { cardGatewayOf } from '../../../src/gateways/card';
import { ALL_DATES, search } from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * Card payments whose browser never came back: approved on the hosted page, never completed. The reconciliation
 * job (payments.reconcile) settles them once, through the same ledger call and idempotency key as the
 * browser's completeDeposit, or voids them when the purchase can no longer be made.
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;
const TITLE_CO = 'Pine Ridge Title Co.';
const { rows: newRows } = newLedgerRows(t);
/** The ledger rows of card payments: running the due jobs also runs the county's monthly account tasks. */
const logRows = async () =>
  (await newRows()).filter((r) => !r.idempotencyKey?.startsWith('account-tasks:'));

async function accountAdmin(): Promise<TestClient> {
  const client = t.client();
  expect((await client.login('account.admin')).status).toBe(200);
  return client;
}

/** Pays a deposit on the hosted page and closes the tab: nothing is completed. */
async function paidNotCompleted(
  client: TestClient,
  amount: number,
): Promise<CardTransactionResponse> {
  const started = await client.post<{ tokenResults: { token: string } }>(
    '/api/escrowDeposit/initiateDeposit',
    { amount },
  );
  expect(started.status).toBe(200);
  return payOnHostedPage(t.app, started.body.content.tokenResults.token);
}

/** The payment was made `minutes` ago. */
const madeAgo = (transactionId: string, minutes: number) =>
  db()
    .update(cardGatewayTransactions)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes}::int)` })
    .where(eq(cardGatewayTransactions.id, transactionId));

/** Runs the reconciliation job as the scheduler would (due this minute). */
async function runReconciliation() {
  await t.app.jobs.enqueue('payments.reconcile');
  await t.app.jobs.runDue();
}

const complete = (client: TestClient, response: CardTransactionResponse) =>
  client.post<{ usageBalance: string | null; deposited: number }>(
    '/api/escrowDeposit/completeDeposit',
    response,
  );

async function transaction(id: string) {
  const [row] = await db()
    .select()
    .from(cardGatewayTransactions)
    .where(eq(cardGatewayTransactions.id, id));
  return row;
}

describe('payments.reconcile', () => {
  test('credits an approved deposit nobody completed, once, as the browser would have; the payer is told', async () => {
    const client = await accountAdmin();
    const before = await accountBalance(t, TITLE_CO);
    const response = await paidNotCompleted(client, 40);
    await madeAgo(response.transactionId, 6);

    await runReconciliation();
    await runReconciliation();

    const after = await accountBalance(t, TITLE_CO);
    expect(Number(after.escrowBalance)).toBeCloseTo(Number(before.escrowBalance) + 40, 2);
    const rows = await logRows();
    expect(rows.map((r) => [r.type, r.amount, r.username, r.idempotencyKey])).toEqual([
      ['DEPOSIT', '40.00', 'account.admin', response.transactionId],
      ['SURCHARGE', '1.00', 'account.admin', `${response.transactionId}:surcharge`],
    ]);
    expect(rows[0].description).toBe('Escrow deposit by credit card (card ending 1111)');
    expect((await transaction(response.transactionId)).consumedAt).not.toBeNull();

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, 'CARD_PAYMENT_APPLIED'));
    expect(audit).toMatchObject({
      username: 'account.admin',
      detail: { transactionId: response.transactionId, via: 'server', charged: '$41.00' },
    });
    const [mail] = await db().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.subject).toBe('Land Record Portal: your card payment was applied');
    expect(mail.bodyText).toContain(
      '$40.00 was added to the escrow balance of Pine Ridge Title Co.',
    );

    // The browser's completion, arriving late, answers the credit already made and adds nothing.
    const late = await complete(client, response);
    expect(late.status).toBe(200);
    expect(late.body.content.deposited).toBe(40);
    expect(await logRows()).toHaveLength(2);
  });

  test('leaves a payment younger than PAYMENT_RECONCILE_MINUTES to the browser', async () => {
    const client = await accountAdmin();
    const before = await accountBalance(t, TITLE_CO);
    const response = await paidNotCompleted(client, 25);
    await madeAgo(response.transactionId, 2);
    await runReconciliation();
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe(before.escrowBalance);
    expect(await logRows()).toHaveLength(0);
    expect((await complete(client, response)).status).toBe(200);
    expect(await logRows()).toHaveLength(2);
  });

  test('credits exactly once when the browser completes at the same moment as the job', async () => {
    for (let round = 0; round < 5; round += 1) {
      const client = await accountAdmin();
      const before = Number((await accountBalance(t, TITLE_CO)).escrowBalance);
      const response = await paidNotCompleted(client, 20);
      await madeAgo(response.transactionId, 10);
      await t.app.jobs.enqueue('payments.reconcile', {}, { singletonKey: `race-${round}` });
      const [browser] = await Promise.all([complete(client, response), t.app.jobs.runDue()]);
      expect(browser.status).toBe(200);
      expect(browser.body.content.deposited).toBe(20);
      const deposits = await db().execute<{ n: number }>(
        sql`select count(*)::int as n from transaction_log where idempotency_key = ${response.transactionId}`,
      );
      expect(deposits.rows[0].n).toBe(1);
      expect(Number((await accountBalance(t, TITLE_CO)).escrowBalance)).toBeCloseTo(before + 20, 2);
    }
  });

  test('voids a payment for an account that can no longer take it: audit row, mail, the card not charged', async () => {
    const client = await accountAdmin();
    const before = await accountBalance(t, TITLE_CO);
    const response = await paidNotCompleted(client, 30);
    await madeAgo(response.transactionId, 6);
    await db().execute(sql`update accounts set status = 'I' where name = ${TITLE_CO}`);

    await runReconciliation();

    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe(before.escrowBalance);
    expect(await logRows()).toHaveLength(0);
    const voided = await transaction(response.transactionId);
    expect(voided.voidedAt).not.toBeNull();
    expect(voided.consumedAt).toBeNull();
    expect(voided.voidReason).toBe('the account is no longer active.');
    const [token] = await db()
      .select()
      .from(cardGatewayTokens)
      .where(eq(cardGatewayTokens.token, response.token));
    expect(token.status).toBe('VOIDED');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'CARD_PAYMENT_VOIDED'), eq(auditLog.username, 'account.admin')));
    expect(audit.detail).toMatchObject({
      transactionId: response.transactionId,
      reason: 'the account is no longer active.',
      via: 'server',
    });
    const [mail] = await db().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.subject).toBe('Land Record Portal: your card payment was voided');
    expect(mail.bodyText).toContain(
      'your card will not be charged: the account is no longer active.',
    );

    // The browser's completion, arriving after, is told the same and credits nothing.
    await db().execute(sql`update accounts set status = 'A' where name = ${TITLE_CO}`);
    const late = await complete(client, response);
    expect(late.status).toBe(402);
    expect(late.body.message).toBe(
      'The card payment was voided and your card will not be charged: the account is no longer active.',
    );
    expect(await logRows()).toHaveLength(0);
  });

  test("the browser's own completion voids too when the purchase can no longer be made", async () => {
    const client = await accountAdmin();
    const response = await paidNotCompleted(client, 30);
    await db().execute(
      sql`update accounts set payment_method = 'INVOICE' where name = ${TITLE_CO}`,
    );
    const reply = await complete(client, response);
    expect(reply.status).toBe(402);
    expect(reply.body.message).toBe(
      'The card payment was voided and your card will not be charged: the account no longer pays from an escrow balance.',
    );
    expect((await transaction(response.transactionId)).voidedAt).not.toBeNull();
    expect(await logRows()).toHaveLength(0);
  });

  test('leaves declined payments alone', async () => {
    const client = await accountAdmin();
    const started = await client.post<{ tokenResults: { token: string } }>(
      '/api/escrowDeposit/initiateDeposit',
      { amount: 25 },
    );
    const declined = await payOnHostedPage(
      t.app,
      started.body.content.tokenResults.token,
      '4000 0000 0000 0002',
    );
    await madeAgo(declined.transactionId, 30);
    await runReconciliation();
    expect(await transaction(declined.transactionId)).toMatchObject({
      consumedAt: null,
      voidedAt: null,
    });
    expect(await logRows()).toHaveLength(0);
  });
});

describe('payments.reconcile: card preauthorizations (image purchases and searches by card)', () => {
  async function cardUser(): Promise<TestClient> {
    const client = t.client();
    expect((await client.login('card.user')).status).toBe(200);
    return client;
  }

  /** Authorizes the card on the hosted page; the browser's report never arrives. */
  async function authorizedNotReported(client: TestClient): Promise<CardTransactionResponse> {
    const issued = await client.post<{ token: string }>('/api/creditcard/authorize', {});
    expect(issued.status).toBe(200);
    return payOnHostedPage(t.app, issued.body.content.token);
  }

  const report = (client: TestClient, response: CardTransactionResponse) =>
    client.post<{ authorizationOkay: boolean }>('/api/creditcard/authorizationResponse', response);

  test('an approved preauthorization nobody reported is voided (nothing was bought with it): the card is not held; the payer is told', async () => {
    const client = await cardUser();
    const response = await authorizedNotReported(client);
    await madeAgo(response.transactionId, 30);

    await runReconciliation();

    const voided = await transaction(response.transactionId);
    expect(voided.voidedAt).not.toBeNull();
    expect(voided.consumedAt).toBeNull();
    expect(voided.voidReason).toBe(
      'the card authorization was never completed, so nothing was bought with it.',
    );
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'CARD_PAYMENT_VOIDED'), eq(auditLog.username, 'card.user')));
    expect(audit.detail).toMatchObject({ transactionId: response.transactionId, via: 'server' });
    const [mail] = await db().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail.subject).toBe('Land Record Portal: your card payment was voided');

    // The browser's report, arriving after, accepts nothing: the search still asks for a card.
    expect((await report(client, response)).body.content.authorizationOkay).toBe(false);
    const [{ n }] = (
      await db().execute<{ n: number }>(
        sql`select count(*)::int as n from card_preauthorizations where transaction_id = ${response.transactionId}`,
      )
    ).rows;
    expect(n).toBe(0);
  });

  test('a preauthorization that paid for purchases is captured, never voided, and its charges stay as they are', async () => {
    const client = await cardUser();
    const response = await authorizedNotReported(client);
    expect((await report(client, response)).body.content.authorizationOkay).toBe(true);
    const searched = await search(client, 'searchByName', {
      ...ALL_DATES,
      grantorGranteeLastName1: 'Quillfeather',
    });
    expect(searched.body.content.price).toBe(1.5);
    // The provider lost the capture (its record says approved, nothing done): the charges on it say otherwise.
    await db()
      .update(cardGatewayTransactions)
      .set({ consumedAt: null })
      .where(eq(cardGatewayTransactions.id, response.transactionId));
    await madeAgo(response.transactionId, 30);

    await runReconciliation();

    const settled = await transaction(response.transactionId);
    expect(settled.consumedAt).not.toBeNull();
    expect(settled.voidedAt).toBeNull();
    expect((await logRows()).map((r) => [r.type, r.amount, r.reference])).toEqual([
      ['CHARGE', '1.50', response.transactionId],
    ]);
  });

  test('a preauthorization younger than PAYMENT_RECONCILE_MINUTES is left to the browser, even at start-up', async () => {
    const client = await cardUser();
    const response = await authorizedNotReported(client);
    await madeAgo(response.transactionId, 2);
    await t.app.cardPayments.reconcile(0);
    expect(await transaction(response.transactionId)).toMatchObject({
      consumedAt: null,
      voidedAt: null,
    });
    expect((await report(client, response)).body.content.authorizationOkay).toBe(true);
  });

  test('an approved payment of a purpose nothing in the portal delivers is voided, not left holding the card', async () => {
    const gateway = cardGatewayOf(t.app)!;
    const [user] = (
      await db().execute<{ id: number }>(sql`select id from users where username = 'card.user'`)
    ).rows;
    const issued = await gateway.issueToken({
      purpose: 'EFILE',
      userId: user.id,
      accountId: null,
      amount: 1200,
      surcharge: 0,
    });
    const response = await payOnHostedPage(t.app, issued.token);
    await madeAgo(response.transactionId, 30);
    await runReconciliation();
    expect((await transaction(response.transactionId)).voidedAt).not.toBeNull();
  });
});
