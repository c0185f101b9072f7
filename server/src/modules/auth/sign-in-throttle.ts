import { inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { signInThrottles } from '../../db/schema';

/*
 * Sign-in throttling instead of locking accounts (anyone could lock anyone's account, staff included, by
 * guessing wrong five times). Failed sign-ins are counted per username (whether or not it exists, so the answers
 * say nothing about existence), per client address, and per known browser. A quiet hour forgets a count.
 *
 * The caller's own keys, its address and its known browser, wait past their free failures: each further failure
 * doubles the wait (1 s, 2 s, 4 s ... 15 min), and while a key waits its sign-ins are refused unchecked.
 *
 * The username's key never waits: anyone can send its failures, and a wait anyone can renew would keep the owner
 * out for as long as the stranger likes. Past its free failures the username is under attack, and a
 * sign-in from a browser that is not the owner's known one no longer opens a session: every answer is the same,
 * and a right password only mails the owner a one-time sign-in link (sign-in-links.ts). Guessing then tells the
 * guesser nothing, and the owner signs in through the mailbox at once.
 *
 * A browser the user signed in from before (lrp_device, known-devices.ts) is counted on its own key instead of
 * the username's and the address's: guessing at a username from elsewhere never touches its owner there.
 */

/** Free failures per username when the county sets no limit (userAccess.limitLoginAttempts off). */
export const DEFAULT_FREE_FAILURES_PER_USERNAME = 10;
/** Free failures from one client address, over all usernames (password spraying), before it waits. */
export const FREE_FAILURES_PER_ADDRESS = 20;
/** Free failures from one known browser for its own user. */
export const FREE_FAILURES_PER_DEVICE = 10;
/** The longest wait, in seconds. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** A key with no failure for this long starts again from zero. */
const FORGET_AFTER_SECONDS = 60 * 60;

/** `waits`: whether failures past the free ones make the key wait (never for a username: see above). */
export type ThrottleKey = { key: string; freeFailures: number; waits: boolean };

export const usernameKey = (usernameLower: string, freeFailures: number): ThrottleKey => ({
  key: `user:${usernameLower}`,
  freeFailures,
  waits: false,
});
export const addressKey = (address: string): ThrottleKey => ({
  key: `address:${address}`,
  freeFailures: FREE_FAILURES_PER_ADDRESS,
  waits: true,
});
/** A known browser, by the SHA-256 of its cookie's id (never the id itself). */
export const deviceKey = (deviceIdHash: string): ThrottleKey => ({
  key: `device:${deviceIdHash}`,
  freeFailures: FREE_FAILURES_PER_DEVICE,
  waits: true,
});

/** Seconds to wait after the `excess`-th failure past the free ones: 1, 2, 4 ... up to MAX_DELAY_SECONDS. */
export function delaySeconds(excess: number): number {
  return excess <= 0 ? 0 : Math.min(2 ** Math.min(excess - 1, 30), MAX_DELAY_SECONDS);
}

/** Whole seconds until the last of these keys may try again, or 0 when none is waiting. */
export async function secondsToWait(db: DbOrTx, keys: ThrottleKey[]): Promise<number> {
  const rows = await db
    .select({
      wait: sql<number>`ceil(extract(epoch from ${signInThrottles.blockedUntil} - now()))::int`,
    })
    .from(signInThrottles)
    .where(
      sql`${inArray(
        signInThrottles.key,
        keys.map((k) => k.key),
      )} and ${signInThrottles.blockedUntil} > now()`,
    );
  return Math.max(0, ...rows.map((r) => r.wait));
}

/** Whether a key has failed more often than its free failures within the last hour (a username: under attack). */
export async function hasUsedFreeFailures(
  db: DbOrTx,
  { key, freeFailures }: ThrottleKey,
): Promise<boolean> {
  const [row] = await db
    .select({ failures: signInThrottles.failures })
    .from(signInThrottles)
    .where(
      sql`${signInThrottles.key} = ${key} and ${signInThrottles.lastFailureAt} >= now() - make_interval(secs => ${FORGET_AFTER_SECONDS})`,
    );
  return (row?.failures ?? 0) > freeFailures;
}

/**
 * Counts a failure on each key (one statement each, so parallel guesses are all counted) and sets its wait. Keys
 * that have been quiet for an hour are forgotten on the way, so guesses at random usernames leave nothing behind.
 */
export async function recordFailure(db: DbOrTx, keys: ThrottleKey[]): Promise<void> {
  await db
    .delete(signInThrottles)
    .where(
      sql`${signInThrottles.lastFailureAt} < now() - make_interval(secs => ${FORGET_AFTER_SECONDS})`,
    );
  for (const { key, freeFailures, waits } of keys) {
    const stale = sql`${signInThrottles.lastFailureAt} < now() - make_interval(secs => ${FORGET_AFTER_SECONDS})`;
    const failures: SQL<number> = sql`case when ${stale} then 1 else ${signInThrottles.failures} + 1 end`;
    // delaySeconds in SQL, on the new count (every SET expression reads the row as it was).
    const waitUntil = sql`case when ${waits}::boolean and ${failures} > ${freeFailures}::int
      then now() + make_interval(secs => least(power(2, least(${failures} - ${freeFailures}::int - 1, 30)), ${MAX_DELAY_SECONDS}))
      else null end`;
    // The first failure is always free: every key allows at least one.
    await db
      .insert(signInThrottles)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: signInThrottles.key,
        set: { failures, lastFailureAt: sql`now()`, blockedUntil: waitUntil },
      });
  }
}

/**
 * A username's wrong passwords in a row from anywhere, known browsers included, toward the county's lock of a
 * user who is not staff (userAccess.maxloginAttempts; service.ts). Counted for every username, existing or not, so
 * the work done says nothing about existence; it never waits, and a correct password or a lock starts it again.
 */
export const attemptsKey = (usernameLower: string, limit: number): ThrottleKey => ({
  key: `attempts:${usernameLower}`,
  freeFailures: limit,
  waits: false,
});

/** A key's failures within the last hour (0 when it has none). */
export async function failuresOf(db: DbOrTx, { key }: ThrottleKey): Promise<number> {
  const [row] = await db
    .select({ failures: signInThrottles.failures })
    .from(signInThrottles)
    .where(
      sql`${signInThrottles.key} = ${key} and ${signInThrottles.lastFailureAt} >= now() - make_interval(secs => ${FORGET_AFTER_SECONDS})`,
    );
  return row?.failures ?? 0;
}

/** A password reset ends a username's waits and its wrong passwords in a row: its owner proved the mailbox. */
export async function forgetUsernameFailures(db: DbOrTx, usernameLower: string): Promise<void> {
  await db
    .delete(signInThrottles)
    .where(inArray(signInThrottles.key, [`user:${usernameLower}`, `attempts:${usernameLower}`]));
}

/** A successful sign-in forgets the failures on these keys (the username's, or the browser's). */
export async function clearFailures(db: DbOrTx, keys: ThrottleKey[]): Promise<void> {
  await db.delete(signInThrottles).where(
    inArray(
      signInThrottles.key,
      keys.map((k) => k.key),
    ),
  );
}
