import { rm } from 'node:fs/promises';
import { EFILE_MESSAGES, type CardTransactionResponse } from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import {
  cardGatewayTokens,
  cardGatewayTransactions,
  efileSubmissions,
  efileUploads,
  mailOutbox,
} from '../../../src/db/schema';
import {
  changeCountyGroup,
  DECLINING_CARD,
  newLedgerRows,
  payOnHostedPage,
} from '../../helpers/card';
import { setupServerTest, type TestClient } from '../../helpers/test-app';
import { signedIn, submissionOf, submit, tempDataDir, upload } from './efile-client';
import { fixturePdf } from './fixtures';

/*
 * A card payer's e-file through the test gateway: efileCapture issues the token, the hosted page takes the card,
 * efileAuthAndCaptureResponse settles the payment and makes the submission in one transaction, and
 * efile/submission answers its number.
 */

const dataDir = tempDataDir();
const t = setupServerTest({ config: () => ({ dataDir }) });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const db = () => t.testDb.database.db;
const ledger = newLedgerRows(t);
const user = (name: string) => signedIn(() => t.client(), name);

type Capture = { tokenResults: { token: string } };

async function cardUpload(pages = 3) {
  const client = await user('card.user');
  const reply = await upload(client, fixturePdf(pages), 'Mortgage.pdf');
  expect(reply.status).toBe(200);
  return { client, image: reply.body.content };
}

const capture = (client: TestClient, imageId: string, amount: number) =>
  client.post<Capture>('/api/creditcard/efileCapture', { imageId, amount });
const report = (client: TestClient, response: CardTransactionResponse) =>
  client.post<{ paymentTransactionId: number }>(
    '/api/creditcard/efileAuthAndCaptureResponse',
    response,
  );

describe('e-file by card', () => {
  test('token, card page, report, submission: the card pays once, the ledger and the submission agree', async () => {
    await changeCountyGroup(t, 'creditCardExtra', {
      applySurcharge: true,
      surchargeMethod: 'dollars',
      surcharge: 1.5,
    });
    const { client, image } = await cardUpload();
    expect(image).toMatchObject({ totalCharge: 15.5, surcharge: 1.5 });
    const captured = await capture(client, image.imageId, image.totalCharge);
    expect(captured.status).toBe(200);
    const { token } = captured.body.content.tokenResults;
    const [tokenRow] = await db()
      .select()
      .from(cardGatewayTokens)
      .where(eq(cardGatewayTokens.token, token));
    expect(tokenRow).toMatchObject({
      purpose: 'EFILE',
      amount: '14.00',
      surcharge: '1.50',
      total: '15.50',
    });

    const response = await payOnHostedPage(t.app, token);
    const reported = await report(client, response);
    expect(reported.status).toBe(200);
    const { paymentTransactionId } = reported.body.content;
    const rows = await ledger.rows();
    expect(rows.map((r) => [r.type, r.amount, r.paymentMethod, r.idempotencyKey])).toEqual([
      ['CHARGE', '14.00', 'CREDIT_CARD', `efile:${image.imageId}`],
      ['SURCHARGE', '1.50', 'CREDIT_CARD', `efile:${image.imageId}:surcharge`],
    ]);
    expect(rows[0].id).toBe(paymentTransactionId);
    expect(rows[0].reference).toBe(response.transactionId);

    // The submission exists as soon as the payment is captured; efile/submission answers it.
    const [made] = await db().select().from(efileSubmissions);
    expect(made).toMatchObject({
      uploadId: image.imageId,
      ledgerEntryId: paymentTransactionId,
      cardTransactionId: response.transactionId,
      paymentMethod: 'CREDIT_CARD',
      totalCharge: '15.50',
    });
    const submitted = await submit(client, submissionOf(image, paymentTransactionId));
    expect(submitted.status).toBe(200);
    expect(submitted.body.content.transactionNumber).toBe(made.transactionNumber);
    expect(submitted.body.message).toContain(made.transactionNumber);

    // Replays: the report and the submission answer the same; nothing more is charged.
    expect((await report(client, response)).body.content.paymentTransactionId).toBe(
      paymentTransactionId,
    );
    expect(
      (await submit(client, submissionOf(image, paymentTransactionId))).body.content
        .transactionNumber,
    ).toBe(made.transactionNumber);
    expect(await ledger.rows()).toHaveLength(2);
    expect(await db().$count(efileSubmissions)).toBe(1);

    // Another payment id is not this document's payment.
    const wrong = await submit(client, submissionOf(image, paymentTransactionId + 1000));
    expect([wrong.status, wrong.body.message]).toEqual([400, EFILE_MESSAGES.cardMissing]);
    // And the upload can no longer be paid again.
    const twice = await capture(client, image.imageId, image.totalCharge);
    expect([twice.status, twice.body.message]).toEqual([400, EFILE_MESSAGES.uploadExpired]);
    // What was paid for is answered even once the county has switched e-file off.
    await changeCountyGroup(t, 'efile', { efile: false });
    const off = await submit(client, submissionOf(image, paymentTransactionId));
    expect([off.status, off.body.content.transactionNumber]).toEqual([200, made.transactionNumber]);
  });

  test('only a card payer, only the server total, only an open upload', async () => {
    const escrow = await user('escrow.user');
    const escrowUpload = (await upload(escrow, fixturePdf(1))).body.content;
    const notCard = await capture(escrow, escrowUpload.imageId, escrowUpload.totalCharge);
    expect([notCard.status, notCard.body.message]).toEqual([400, EFILE_MESSAGES.cardNotForPayer]);

    const { client, image } = await cardUpload();
    const cheaper = await capture(client, image.imageId, image.totalCharge - 1);
    expect([cheaper.status, cheaper.body.message]).toEqual([400, EFILE_MESSAGES.chargesChanged]);
    const theirs = await capture(escrow, image.imageId, image.totalCharge);
    expect([theirs.status, theirs.body.message]).toEqual([400, EFILE_MESSAGES.uploadExpired]);
    expect(await db().$count(cardGatewayTokens, eq(cardGatewayTokens.purpose, 'EFILE'))).toBe(0);
  });

  test('a declined card records nothing; the document can still be paid', async () => {
    const { client, image } = await cardUpload();
    const first = await capture(client, image.imageId, image.totalCharge);
    const declined = await payOnHostedPage(
      t.app,
      first.body.content.tokenResults.token,
      DECLINING_CARD,
    );
    const reply = await report(client, declined);
    expect(reply.status).toBe(402);
    expect(await ledger.rows()).toEqual([]);
    expect(await db().$count(efileSubmissions)).toBe(0);
    const again = await capture(client, image.imageId, image.totalCharge);
    const paid = await payOnHostedPage(t.app, again.body.content.tokenResults.token);
    expect((await report(client, paid)).status).toBe(200);
  });

  test('two payments for one document: the second is voided, the card is not charged twice', async () => {
    const { client, image } = await cardUpload();
    const tokenA = (await capture(client, image.imageId, image.totalCharge)).body.content
      .tokenResults.token;
    const tokenB = (await capture(client, image.imageId, image.totalCharge)).body.content
      .tokenResults.token;
    const paidA = await payOnHostedPage(t.app, tokenA);
    const paidB = await payOnHostedPage(t.app, tokenB);
    expect((await report(client, paidA)).status).toBe(200);
    const second = await report(client, paidB);
    expect(second.status).toBe(402);
    expect(second.body.message).toContain('this document was already submitted and paid for.');
    const [b] = await db()
      .select()
      .from(cardGatewayTransactions)
      .where(eq(cardGatewayTransactions.id, paidB.transactionId));
    expect(b.voidedAt).not.toBeNull();
    expect((await ledger.rows()).filter((r) => r.type === 'CHARGE')).toHaveLength(1);
  });

  test('a payment whose browser never reported it is applied by the reconciliation: paid and submitted', async () => {
    const { client, image } = await cardUpload();
    const token = (await capture(client, image.imageId, image.totalCharge)).body.content
      .tokenResults.token;
    const paid = await payOnHostedPage(t.app, token);
    await db()
      .update(cardGatewayTransactions)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(cardGatewayTransactions.id, paid.transactionId));
    await t.app.jobs.enqueue('payments.reconcile');
    await t.app.jobs.runDue();
    const [made] = await db().select().from(efileSubmissions);
    expect(made).toMatchObject({ uploadId: image.imageId, cardTransactionId: paid.transactionId });
    const [row] = await db().select().from(efileUploads).where(eq(efileUploads.id, image.imageId));
    expect(row.submitted).toBe(true);
    // The browser, back at last, gets the same payment id; the submission its number.
    const late = await report(client, paid);
    expect(late.body.content.paymentTransactionId).toBe(made.ledgerEntryId);
    const submitted = await submit(client, submissionOf(image, made.ledgerEntryId!));
    expect(submitted.body.content.transactionNumber).toBe(made.transactionNumber);
    // The payer was told the portal completed it; the confirmation went to the form's address.
    const mails = await db().select().from(mailOutbox);
    expect(mails.map((m) => m.subject).join('\n')).toContain('your card payment was applied');
    expect(mails.map((m) => m.subject).join('\n')).toContain(
      `e-file ${made.transactionNumber} received`,
    );
  });

  test('a payment for an upload that was cleaned up is voided', async () => {
    const { client, image } = await cardUpload();
    const token = (await capture(client, image.imageId, image.totalCharge)).body.content
      .tokenResults.token;
    const paid = await payOnHostedPage(t.app, token);
    await db().delete(efileUploads).where(eq(efileUploads.id, image.imageId));
    const reply = await report(client, paid);
    expect(reply.status).toBe(402);
    expect(reply.body.message).toContain('the uploaded document is no longer there');
    expect(await ledger.rows()).toEqual([]);
  });
});
