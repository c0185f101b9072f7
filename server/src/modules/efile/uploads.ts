import { EFILE_LIMITS, type EfileFields, type EfileFormat } from '@lrp/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { efileCardTokens, efileUploads, type EfileUploadRow } from '../../db/schema';
import { priceColumns, type EfilePrice } from './pricing';

/** An upload's row as the upload call writes it (priced, unsubmitted, expiring after EFILE_LIMITS.uploadHours). */
export async function insertUpload(
  db: DbOrTx,
  upload: {
    id: string;
    userId: number;
    accountId: number | null;
    fields: EfileFields;
    filePath: string;
    fileName: string;
    format: EfileFormat;
    bytes: number;
    sha256: string;
    pages: number;
    price: EfilePrice;
  },
): Promise<void> {
  const { price, ...row } = upload;
  await db.insert(efileUploads).values({
    ...row,
    ...priceColumns(price),
    expiresAt: sql`now() + make_interval(hours => ${EFILE_LIMITS.uploadHours}::int)`,
  });
}

/** The upload `id` of `userId` with whether it has expired, locked until the transaction ends when `lock`. */
export async function findUpload(
  db: DbOrTx,
  id: string,
  userId: number,
  lock = false,
): Promise<(EfileUploadRow & { expired: boolean }) | null> {
  const query = db
    .select({ upload: efileUploads, expired: sql<boolean>`${efileUploads.expiresAt} <= now()` })
    .from(efileUploads)
    .where(and(eq(efileUploads.id, id), eq(efileUploads.userId, userId)));
  const [row] = lock ? await query.for('update', { of: efileUploads }) : await query;
  return row ? { ...row.upload, expired: row.expired } : null;
}

/** Marks an upload submitted: the clean-up leaves it, and no second submission can be made of it. */
export async function markSubmitted(db: DbOrTx, id: string): Promise<void> {
  await db.update(efileUploads).set({ submitted: true }).where(eq(efileUploads.id, id));
}

/** Remembers which upload a card token pays for. */
export async function bindCardToken(db: DbOrTx, token: string, uploadId: string): Promise<void> {
  await db.insert(efileCardTokens).values({ token, uploadId });
}

/** The upload a card token was issued for, locked until the transaction ends; null when it is gone. */
export async function uploadOfToken(
  db: DbOrTx,
  token: string,
): Promise<(EfileUploadRow & { expired: boolean }) | null> {
  const [row] = await db
    .select({ upload: efileUploads, expired: sql<boolean>`${efileUploads.expiresAt} <= now()` })
    .from(efileCardTokens)
    .innerJoin(efileUploads, eq(efileUploads.id, efileCardTokens.uploadId))
    .where(eq(efileCardTokens.token, token))
    .for('update', { of: efileUploads });
  return row ? { ...row.upload, expired: row.expired } : null;
}
