import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { actionQuotas } from '../../db/schema';

/*
 * Caps on what a caller can make the portal do for others: sign-ups per client address, username and
 * registration-notice e-mails per user, e-mail address changes per user. A fixed window per key, counted in the
 * database so every instance agrees.
 */

export type Quota = { limit: number; windowSeconds: number };

const HOUR = 60 * 60;
export const QUOTAS = {
  /** Sign-ups that pass the contract's rules, per client address an hour. */
  signUp: { limit: 10, windowSeconds: HOUR },
  /** Forgot-username e-mails per user an hour (forgot-password has its own cap, RESET_MAILS_PER_HOUR). */
  usernameMail: { limit: 5, windowSeconds: HOUR },
  /** "Someone tried to register with your address" e-mails per user an hour. */
  registrationNotice: { limit: 5, windowSeconds: HOUR },
  /** Changes of one's own e-mail address a day (each may answer whether an address is in use). */
  emailChange: { limit: 5, windowSeconds: 24 * HOUR },
  /** Public property alerts asked for, per client address an hour (each mails a confirmation). */
  publicAlert: { limit: 10, windowSeconds: HOUR },
  /** Confirmation e-mails of public property alerts per e-mail address a day. */
  publicAlertMail: { limit: 5, windowSeconds: 24 * HOUR },
} as const satisfies Record<string, Quota>;

/** The longest window of any quota: a counter older than this counts nothing any more. */
const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(QUOTAS).map((q) => q.windowSeconds));

/** Counts one use of `key` and answers whether it was within the quota (a use past the limit is still counted). */
export async function takeQuota(db: DbOrTx, key: string, quota: Quota): Promise<boolean> {
  await db
    .delete(actionQuotas)
    .where(
      sql`${actionQuotas.windowStart} < now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`,
    );
  const expired = sql`${actionQuotas.windowStart} <= now() - make_interval(secs => ${quota.windowSeconds})`;
  const [row] = await db
    .insert(actionQuotas)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: actionQuotas.key,
      set: {
        windowStart: sql`case when ${expired} then now() else ${actionQuotas.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${actionQuotas.count} + 1 end`,
      },
    })
    .returning({ count: actionQuotas.count });
  return row.count <= quota.limit;
}
