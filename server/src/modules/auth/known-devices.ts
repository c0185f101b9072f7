import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { knownDevices, users } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';

/*
 * Browsers a user signed in from (OWASP's "device cookies"): after a successful sign-in the browser keeps a
 * random id in the httpOnly lrp_device cookie, and the table keeps its SHA-256 and the user. Such a browser's
 * sign-ins for that user are counted on their own throttle key, so a stranger guessing at the username cannot
 * make its owner wait. It is not a second factor: it grants nothing but that.
 */

/** How long a browser stays known without signing in. */
export const DEVICE_DAYS = 180;
export const DEVICE_MAX_AGE_SECONDS = DEVICE_DAYS * 24 * 60 * 60;

export type KnownDevice = { idHash: string; userId: number; usernameLower: string };

/** The known browser behind a cookie value, if it is one (and not idle longer than DEVICE_DAYS). */
export async function findKnownDevice(
  db: DbOrTx,
  cookie: string | undefined,
): Promise<KnownDevice | null> {
  if (!cookie) return null;
  const idHash = sha256Hex(cookie);
  const [row] = await db
    .select({ userId: knownDevices.userId, usernameLower: users.usernameLower })
    .from(knownDevices)
    .innerJoin(users, eq(users.id, knownDevices.userId))
    .where(
      and(
        eq(knownDevices.idHash, idHash),
        gt(knownDevices.lastUsedAt, sql`now() - make_interval(days => ${DEVICE_DAYS})`),
      ),
    );
  return row ? { idHash, ...row } : null;
}

/**
 * After a successful sign-in: the browser's own device if it already is the user's (seen again now), else a new
 * one. Answers the cookie value to set, or null when the cookie stays as it is.
 */
export async function rememberDevice(
  db: DbOrTx,
  userId: number,
  known: KnownDevice | null,
): Promise<string | null> {
  if (known?.userId === userId) {
    await db
      .update(knownDevices)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(knownDevices.idHash, known.idHash));
    return null;
  }
  // The user's browsers idle longer than DEVICE_DAYS are forgotten as a new one is remembered.
  await db
    .delete(knownDevices)
    .where(
      and(
        eq(knownDevices.userId, userId),
        lt(knownDevices.lastUsedAt, sql`now() - make_interval(days => ${DEVICE_DAYS})`),
      ),
    );
  const id = randomToken();
  await db.insert(knownDevices).values({ idHash: sha256Hex(id), userId });
  return id;
}
