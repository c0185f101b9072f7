import { rm } from 'node:fs/promises';
import { EFILE_MESSAGES, type EfileSubmissionRow, type EfileImageResponse } from '@lrp/contract';
import { desc, eq } from 'drizzle-orm';
import { auditLog, jobs, mailOutbox } from '../../../src/db/schema';
import { EFILE_MAIL_JOB } from '../../../src/modules/efile/mail';
import { setupServerTest, type TestClient } from '../../helpers/test-app';
import {
  signedIn,
  submissionOf,
  submit,
  tempDataDir,
  upload,
  type SubmissionReply,
} from './efile-client';
import { fixturePdf, fixtureTiff } from './fixtures';

/*
 * The county's side: COUNTY and TRIMIN list the submissions, open their documents and review them; the
 * submitter opens their own document; everyone else is refused.
 */

const dataDir = tempDataDir();
const t = setupServerTest({ config: () => ({ dataDir }) });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const db = () => t.testDb.database.db;
const user = (name: string) => signedIn(() => t.client(), name);

type Listed = { rows: EfileSubmissionRow[]; total: number; page: number; pageSize: number };

async function submitted(
  client: TestClient,
  file: Buffer,
  fileName: string,
  contentType = 'application/pdf',
): Promise<{ image: EfileImageResponse; number: string }> {
  const image = (await upload(client, file, fileName, {}, contentType)).body.content;
  const reply = await submit(client, submissionOf(image));
  expect(reply.status).toBe(200);
  return { image, number: (reply.body as { content: SubmissionReply }).content.transactionNumber };
}

const review = (client: TestClient, transactionNumber: string, action: string, reason = '') =>
  client.post<EfileSubmissionRow>('/api/efile/submissions/review', {
    transactionNumber,
    action,
    reason,
  });

describe("the county's submissions", () => {
  test('role matrix: COUNTY and TRIMIN list and review; others are refused; the submitter opens their own', async () => {
    const escrow = await user('escrow.user');
    const pdf = fixturePdf(3);
    const { number } = await submitted(escrow, pdf, 'Warranty Deed – Lot 4.pdf');
    const document = `/api/efile/submissions/${number}/document`;

    for (const name of ['county.clerk', 'trimin.admin']) {
      const staff = await user(name);
      const list = await staff.get<Listed>('/api/efile/submissions');
      expect([name, list.status, list.body.content.total]).toEqual([name, 200, 1]);
      const opened = await staff.get(document);
      expect([name, opened.status]).toEqual([name, 200]);
      expect(opened.response.headers['content-type']).toBe('application/pdf');
      expect(opened.response.headers['content-disposition']).toMatch(
        /^inline; filename="Warranty Deed _ Lot 4.pdf"; filename\*=UTF-8''Warranty%20Deed%20%E2%80%93%20Lot%204.pdf$/,
      );
      expect(opened.response.rawPayload.equals(pdf)).toBe(true);
    }
    expect((await escrow.get(document)).status).toBe(200);

    for (const name of ['account.admin', 'maria.lindqvist', 'card.user', 'public.guest']) {
      const other = await user(name);
      expect([name, (await other.get('/api/efile/submissions')).status]).toEqual([name, 403]);
      expect([name, (await review(other, number, 'ACCEPT')).status]).toEqual([name, 403]);
      // Someone else's document is answered as a missing one (transaction numbers are sequential).
      expect([name, (await other.get(document)).status]).toEqual([name, 404]);
    }
    const stranger = t.client();
    expect((await stranger.get('/api/efile/submissions')).status).toBe(403);
    expect((await stranger.get(document)).status).toBe(403);
    expect((await escrow.get('/api/efile/submissions')).status).toBe(403);
    const clerk = await user('county.clerk');
    expect((await clerk.get('/api/efile/submissions/EF-2000-999999/document')).status).toBe(404);
  });

  test('the list: newest first, by status, a page at a time, with what the clerk needs to see', async () => {
    const escrow = await user('escrow.user');
    const first = await submitted(escrow, fixturePdf(1), 'first.pdf');
    const second = await submitted(escrow, fixtureTiff(2), 'second.tif', 'image/tiff');
    const clerk = await user('county.clerk');
    const all = (await clerk.get<Listed>('/api/efile/submissions')).body.content;
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(all.rows.map((r) => r.transactionNumber)).toEqual([second.number, first.number]);
    expect(all.rows[0]).toEqual({
      transactionNumber: second.number,
      submittedAt: expect.any(String),
      efileType: 'LR',
      name: 'Pat Lindgren',
      email: 'pat.lindgren@example.com',
      username: 'escrow.user',
      accountName: 'Pine Ridge Title Co.',
      numberOfPages: 2,
      totalCharge: 12,
      paymentMethod: 'ESCROW',
      fileName: 'second.tif',
      status: 'NEW',
      reason: null,
      reviewedBy: null,
      reviewedAt: null,
    });
    const tiff = await clerk.get(`/api/efile/submissions/${second.number}/document`);
    expect(tiff.response.headers['content-type']).toBe('image/tiff');

    await review(clerk, first.number, 'ACCEPT');
    const accepted = (await clerk.get<Listed>('/api/efile/submissions?status=ACCEPTED')).body
      .content;
    expect(accepted.rows.map((r) => r.transactionNumber)).toEqual([first.number]);
    const newOnes = (await clerk.get<Listed>('/api/efile/submissions?status=NEW&page=1')).body
      .content;
    expect(newOnes.rows.map((r) => r.transactionNumber)).toEqual([second.number]);
    expect((await clerk.get<Listed>('/api/efile/submissions?page=2')).body.content.rows).toEqual(
      [],
    );
    expect((await clerk.get('/api/efile/submissions?status=LOST')).status).toBe(400);
  });

  test('review: NEW -> IN_REVIEW -> ACCEPTED, mailed and audited; a reviewed one is not reviewed again', async () => {
    const escrow = await user('escrow.user');
    const { number } = await submitted(escrow, fixturePdf(3), 'deed.pdf');
    const clerk = await user('county.clerk');

    const inReview = await review(clerk, number, 'REVIEW');
    expect(inReview.status).toBe(200);
    expect(inReview.body.content).toMatchObject({
      status: 'IN_REVIEW',
      reviewedBy: 'county.clerk',
    });
    expect(inReview.body.message).toBeNull();
    expect((await review(clerk, number, 'REVIEW')).body.message).toBe(
      'This submission is already in review.',
    );

    const accepted = await review(clerk, number, 'ACCEPT');
    expect(accepted.body.message).toBe(
      `Transaction ${number} is accepted; the submitter was e-mailed.`,
    );
    expect(accepted.body.code).toBe('efile.accepted');
    expect(accepted.body.content).toMatchObject({ status: 'ACCEPTED', reason: null });
    for (const action of ['ACCEPT', 'REJECT', 'REVIEW']) {
      const again = await review(clerk, number, action, 'Too late.');
      expect([action, again.status, again.body.message]).toEqual([
        action,
        409,
        'This submission is already accepted.',
      ]);
    }

    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, 'EFILE_REVIEW'))
      .orderBy(desc(auditLog.id));
    expect(audits.map((a) => a.detail)).toEqual([
      expect.objectContaining({ transactionNumber: number, from: 'IN_REVIEW', to: 'ACCEPTED' }),
      expect.objectContaining({ transactionNumber: number, from: 'NEW', to: 'IN_REVIEW' }),
    ]);
    expect(audits[0].username).toBe('county.clerk');

    const mailJobs = await db().select().from(jobs).where(eq(jobs.name, EFILE_MAIL_JOB));
    expect(mailJobs.map((j) => (j.payload as { kind: string }).kind).sort()).toEqual([
      'reviewed',
      'submitted',
    ]);
    await t.app.jobs.runDue();
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'pat.lindgren@example.com'));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining(`e-file ${number} accepted`)]),
    );
  });

  test('rejecting needs a reason, which the submitter is mailed', async () => {
    const escrow = await user('escrow.user');
    const { number } = await submitted(escrow, fixturePdf(1), 'deed.pdf');
    const clerk = await user('trimin.admin');
    const noReason = await review(clerk, number, 'REJECT', '  ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.content).toMatchObject({
      fieldErrors: { reason: EFILE_MESSAGES.rejectReasonRequired },
    });
    const rejected = await review(clerk, number, 'REJECT', 'The legal description is missing.');
    expect(rejected.body.content).toMatchObject({
      status: 'REJECTED',
      reason: 'The legal description is missing.',
      reviewedBy: 'trimin.admin',
    });
    await t.app.jobs.runDue();
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Land Record Portal: e-file ${number} rejected`));
    expect(mail.bodyText).toContain('The reason: The legal description is missing.');
    const unknown = await review(clerk, 'EF-2000-000000', 'ACCEPT');
    expect([unknown.status, unknown.body.message]).toEqual([404, EFILE_MESSAGES.unknownSubmission]);
  });
});
