import { rm } from 'node:fs/promises';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { efileUploads } from '../../db/schema';
import { every } from '../../jobs/schedules';
import { listUploadFiles, removeStored } from './storage';

/*
 * The clean-up of abandoned uploads (docs/efile.md "Clean-up"), hourly on one instance: an upload not submitted
 * by its expires_at is deleted, row then file (a card payment still settling holds the row's lock, and one that
 * submits it first keeps it); a .tmp file an upload left when its server stopped mid-way, and a stored file whose
 * row never came to be, are deleted once they are an hour old (no upload in progress is that old).
 */

export const EFILE_CLEANUP_JOB = 'efile.cleanup';
const HOUR_MS = 3_600_000;
/** A stored upload's file name: `<upload id>.pdf` or `.tif`. */
const STORED_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(pdf|tif)$/;

export type CleanupCounts = { expired: number; orphans: number };

export async function cleanUpUploads(
  app: FastifyInstance,
  now = new Date(),
): Promise<CleanupCounts> {
  const { dataDir } = app.config;
  const expired = await app.db
    .delete(efileUploads)
    .where(and(eq(efileUploads.submitted, false), lt(efileUploads.expiresAt, sql`now()`)))
    .returning({ filePath: efileUploads.filePath });
  for (const row of expired) await removeStored(dataDir, row.filePath);

  // Old enough that no upload is still being written or recorded.
  const old = (await listUploadFiles(dataDir)).filter(
    (f) => now.getTime() - f.modifiedAt.getTime() > HOUR_MS,
  );
  const stored = old.flatMap((f) => {
    const match = STORED_NAME.exec(f.name);
    return match ? [{ ...f, id: match[1] }] : [];
  });
  const known = new Set<string>();
  for (let i = 0; i < stored.length; i += 500) {
    const ids = stored.slice(i, i + 500).map((f) => f.id);
    const rows = await app.db
      .select({ id: efileUploads.id })
      .from(efileUploads)
      .where(inArray(efileUploads.id, ids));
    for (const row of rows) known.add(row.id);
  }
  const orphans = [
    ...old.filter((f) => f.name.endsWith('.tmp')),
    ...stored.filter((f) => !known.has(f.id)),
  ];
  for (const file of orphans) await rm(file.path, { force: true });
  return { expired: expired.length, orphans: orphans.length };
}

/** The hourly schedule of the clean-up. */
export function scheduleCleanup(app: FastifyInstance): void {
  app.jobs.schedule(EFILE_CLEANUP_JOB, every(HOUR_MS), {
    run: async (_payload, { log }) => {
      const counts = await cleanUpUploads(app);
      log.info(counts, 'e-file uploads cleaned up');
    },
  });
}
