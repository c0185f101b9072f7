import { randomUUID } from 'node:crypto';
import { readdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { efileUploads } from '../../../src/db/schema';
import { cleanUpUploads, EFILE_CLEANUP_JOB } from '../../../src/modules/efile/cleanup';
import { setupServerTest } from '../../helpers/test-app';
import { signedIn, submissionOf, submit, tempDataDir, upload } from './efile-client';
import { fixturePdf } from './fixtures';

const dataDir = tempDataDir();
const t = setupServerTest({ config: () => ({ dataDir }) });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const db = () => t.testDb.database.db;
const uploadsDir = path.join(dataDir, 'efile', 'uploads');
const files = async () => (await readdir(uploadsDir)).sort();
const twoHoursAgo = () => new Date(Date.now() - 2 * 3_600_000);

describe('efile.cleanup', () => {
  test('removes expired unsubmitted uploads and orphan files; keeps the rest', async () => {
    const client = await signedIn(() => t.client(), 'escrow.user');
    const abandoned = (await upload(client, fixturePdf(1), 'a.pdf')).body.content;
    const waiting = (await upload(client, fixturePdf(1), 'b.pdf')).body.content;
    const sent = (await upload(client, fixturePdf(1), 'c.pdf')).body.content;
    expect((await submit(client, submissionOf(sent))).status).toBe(200);
    await db()
      .update(efileUploads)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(sql`${efileUploads.id} in (${abandoned.imageId}, ${sent.imageId})`);

    // A crash mid-upload left a .tmp; another between the rename and the row left a file without a row.
    const oldTmp = path.join(uploadsDir, `${randomUUID()}.tmp`);
    const youngTmp = path.join(uploadsDir, `${randomUUID()}.tmp`);
    const rowless = path.join(uploadsDir, `${randomUUID()}.pdf`);
    for (const file of [oldTmp, youngTmp, rowless]) await writeFile(file, '%PDF-1.4\n');
    for (const file of [oldTmp, rowless]) await utimes(file, twoHoursAgo(), twoHoursAgo());
    // Old files of live uploads are kept.
    for (const id of [waiting.imageId, sent.imageId])
      await utimes(path.join(uploadsDir, `${id}.pdf`), twoHoursAgo(), twoHoursAgo());

    expect(await cleanUpUploads(t.app)).toEqual({ expired: 1, orphans: 2 });
    expect(await files()).toEqual(
      [`${waiting.imageId}.pdf`, `${sent.imageId}.pdf`, path.basename(youngTmp)].sort(),
    );
    const ids = (await db().select({ id: efileUploads.id }).from(efileUploads)).map((r) => r.id);
    expect(ids.sort()).toEqual([waiting.imageId, sent.imageId].sort());
    expect(await cleanUpUploads(t.app)).toEqual({ expired: 0, orphans: 0 });
    const [row] = await db().select().from(efileUploads).where(eq(efileUploads.id, sent.imageId));
    expect(row.submitted).toBe(true);
  });

  test('runs hourly on the job queue', async () => {
    expect(t.app.jobs.scheduledNames).toContain(EFILE_CLEANUP_JOB);
  });
});
