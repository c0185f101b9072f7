import { rm } from 'node:fs/promises';
import { EFILE_MESSAGES } from '@lrp/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog, efileSubmissions, efileUploads, jobs, mailOutbox } from '../../../src/db/schema';
import { EFILE_MAIL_JOB } from '../../../src/modules/efile/mail';
import { accountBalance, changeCountyGroup, newLedgerRows } from '../../helpers/card';
import { setupServerTest } from '../../helpers/test-app';
import { signedIn, submissionOf, submit, tempDataDir, upload } from './efile-client';
import { fixturePdf } from './fixtures';

const dataDir = tempDataDir();
const t = setupServerTest({ config: () => ({ dataDir }) });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const db = () => t.testDb.database.db;
const ledger = newLedgerRows(t);
const user = (name: string) => signedIn(() => t.client(), name);

async function uploaded(username: string, pages = 3) {
  const client = await user(username);
  const reply = await upload(client, fixturePdf(pages), 'Warranty Deed.pdf');
  expect(reply.status).toBe(200);
  return { client, image: reply.body.content };
}

describe('POST efile/submission: escrow', () => {
  test('charges the escrow balance once, records the submission and answers its number and the balance', async () => {
    const { client, image } = await uploaded('escrow.user');
    const before = await accountBalance(t, 'Pine Ridge Title Co.');
    const reply = await submit(client, submissionOf(image));
    expect(reply.status).toBe(200);
    const { transactionNumber } = reply.body.content;
    expect(transactionNumber).toMatch(/^EF-\d{4}-\d{6}$/);
    expect(reply.body.message).toBe(
      `Transaction ${transactionNumber} was successfully submitted.  Check your email for a confirmation.`,
    );
    expect(reply.body.code).toBe('efile.submitted');
    expect(reply.body.content.usageBalance).toBe('$236.00');
    expect((await accountBalance(t, 'Pine Ridge Title Co.')).escrowBalance).toBe(
      (Number(before.escrowBalance) - 14).toFixed(2),
    );
    const rows = await ledger.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'CHARGE',
      amount: '14.00',
      paymentMethod: 'ESCROW',
      idempotencyKey: `efile:${image.imageId}`,
      reference: transactionNumber,
      username: 'escrow.user',
    });
    const [submission] = await db()
      .select()
      .from(efileSubmissions)
      .where(eq(efileSubmissions.transactionNumber, transactionNumber));
    expect(submission).toMatchObject({
      uploadId: image.imageId,
      status: 'NEW',
      pages: 3,
      totalCharge: '14.00',
      paymentMethod: 'ESCROW',
      ledgerEntryId: rows[0].id,
      accountName: 'Pine Ridge Title Co.',
    });
    const [upload] = await db()
      .select()
      .from(efileUploads)
      .where(eq(efileUploads.id, image.imageId));
    expect(upload.submitted).toBe(true);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, 'EFILE_SUBMISSION'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ username: 'escrow.user' });
    expect(audit.detail).toMatchObject({ transactionNumber, pages: 3, totalCharge: '14.00' });

    // The confirmation goes through the job queue, to the form's address.
    const [job] = await db().select().from(jobs).where(eq(jobs.name, EFILE_MAIL_JOB));
    expect(job.payload).toEqual({ submissionId: submission.id, kind: 'submitted' });
    await t.app.jobs.runDue();
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'pat.lindgren@example.com'));
    expect(mail.subject).toContain(`e-file ${transactionNumber} received`);
    expect(mail.bodyText).toContain('Land Record (LR), 3 pages');
    expect(mail.bodyText).toContain('total $14.00, paid from the escrow balance');
  });

  test('a replay, and two submissions at once, answer the same number and charge once', async () => {
    const { client, image } = await uploaded('escrow.user');
    const body = submissionOf(image);
    const [a, b] = await Promise.all([submit(client, body), submit(client, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.content.transactionNumber).toBe(b.body.content.transactionNumber);
    const again = await submit(client, body);
    expect(again.body.content.transactionNumber).toBe(a.body.content.transactionNumber);
    expect((await ledger.rows()).filter((r) => r.type === 'CHARGE')).toHaveLength(1);
    expect(await db().$count(efileSubmissions)).toBe(1);
    expect(await db().$count(jobs, eq(jobs.name, EFILE_MAIL_JOB))).toBe(1);
    expect((await accountBalance(t, 'Pine Ridge Title Co.')).escrowBalance).toBe('236.00');
  });

  test('two concurrent submissions from two servers on one database charge once', async () => {
    const { client, image } = await uploaded('escrow.user');
    const other = await t.buildApp({ dataDir }, { database: t.testDb.anotherConnection() });
    const second = t.client(other);
    for (const [name, value] of client.cookies) second.cookies.set(name, value);
    const body = submissionOf(image);
    const [a, b] = await Promise.all([submit(client, body), submit(second, body)]);
    expect(a.body.content.transactionNumber).toBe(b.body.content.transactionNumber);
    expect((await ledger.rows()).filter((r) => r.type === 'CHARGE')).toHaveLength(1);
  });

  test('a balance that cannot pay is refused with the money message, and nothing is charged or kept', async () => {
    const { client, image } = await uploaded('escrow.user');
    // The balance left is less than the $14.00 the document costs.
    await db().execute(
      sql`update accounts set escrow_balance = 13.99 where name = 'Pine Ridge Title Co.'`,
    );
    const reply = await submit(client, submissionOf(image));
    expect([reply.status, reply.body.code]).toEqual([400, 'imaging.insufficientFunds']);
    expect(await ledger.rows()).toEqual([]);
    expect(await db().$count(efileSubmissions)).toBe(0);
    const [row] = await db().select().from(efileUploads).where(eq(efileUploads.id, image.imageId));
    expect(row.submitted).toBe(false);
  });
});

describe('POST efile/submission: the server decides the charges', () => {
  test('charges, pages or fields that differ from the upload are refused; a fee change since the upload too', async () => {
    const { client, image } = await uploaded('escrow.user');
    for (const change of [
      { totalCharge: 1 },
      { firstPageCharge: 0, totalCharge: 4 },
      { numberOfPages: 1 },
      { paymentMethod: 'INVOICE' as const },
      { name: 'Someone Else' },
    ]) {
      const reply = await submit(client, { ...submissionOf(image), ...change });
      expect([JSON.stringify(change), reply.status, reply.body.message]).toEqual([
        JSON.stringify(change),
        400,
        EFILE_MESSAGES.chargesChanged,
      ]);
    }
    await changeCountyGroup(t, 'efileFees', { LR: { firstPage: 11, additionalPages: 2 } });
    const changed = await submit(client, submissionOf(image));
    expect([changed.status, changed.body.message]).toEqual([400, EFILE_MESSAGES.chargesChanged]);
    expect(await ledger.rows()).toEqual([]);
    await changeCountyGroup(t, 'efileFees', { LR: { firstPage: 10, additionalPages: 2 } });
    await changeCountyGroup(t, 'efile', { efile: false });
    const off = await submit(client, submissionOf(image));
    expect([off.status, off.body.message]).toEqual([400, EFILE_MESSAGES.efileOff]);
    expect(await ledger.rows()).toEqual([]);
  });

  test("someone else's upload, an unknown one and an expired one are refused", async () => {
    const { image } = await uploaded('escrow.user');
    const other = await user('maria.lindqvist');
    const theirs = await submit(other, submissionOf(image));
    expect([theirs.status, theirs.body.message]).toEqual([400, EFILE_MESSAGES.uploadExpired]);
    const { client, image: mine } = await uploaded('escrow.user');
    await db()
      .update(efileUploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(efileUploads.id, mine.imageId));
    const expired = await submit(client, submissionOf(mine));
    expect([expired.status, expired.body.message]).toEqual([400, EFILE_MESSAGES.uploadExpired]);
    expect(await ledger.rows()).toEqual([]);
  });

  test('a card payer without a card payment is refused (cardMissing)', async () => {
    const { client, image } = await uploaded('card.user');
    expect(image.paymentMethod).toBe('CREDIT_CARD');
    const reply = await submit(client, submissionOf(image));
    expect([reply.status, reply.body.message]).toEqual([400, EFILE_MESSAGES.cardMissing]);
  });
});

describe('POST efile/submission: invoice', () => {
  test('records the charge for the next invoice without touching a balance', async () => {
    const { client, image } = await uploaded('ellen.marsh', 2);
    expect(image).toMatchObject({ paymentMethod: 'INVOICE', totalCharge: 12 });
    const reply = await submit(client, submissionOf(image));
    expect(reply.status).toBe(200);
    const rows = await ledger.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'CHARGE',
      amount: '12.00',
      paymentMethod: 'INVOICE',
      balanceBefore: null,
      idempotencyKey: `efile:${image.imageId}`,
    });
    const [submission] = await db()
      .select()
      .from(efileSubmissions)
      .where(
        and(
          eq(efileSubmissions.transactionNumber, reply.body.content.transactionNumber),
          eq(efileSubmissions.paymentMethod, 'INVOICE'),
        ),
      );
    expect(submission.ledgerEntryId).toBe(rows[0].id);
  });
});
