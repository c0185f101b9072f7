import { COUNTY_STAFF_ROLES, type CodedMessage, type LanguageCode } from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PerKeyLimit } from '../../lib/bounded-concurrency';
import { users, type UserRow } from '../../db/schema';
import {
  hashPassword,
  passwordNeedsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../lib/password';
import { countyWords, MESSAGES } from '../../messages';
import { createSession } from '../../plugins/session';
import { writeAudit } from '../audit/repository';
import { DEFAULT_COUNTY_CONFIG } from '../countyConfig/defaults';
import type { CountyConfigRepository } from '../countyConfig/repository';
import { findKnownDevice, rememberDevice } from './known-devices';
import {
  addressKey,
  attemptsKey,
  clearFailures,
  DEFAULT_FREE_FAILURES_PER_USERNAME,
  deviceKey,
  failuresOf,
  hasUsedFreeFailures,
  recordFailure,
  secondsToWait,
  usernameKey,
  type ThrottleKey,
} from './sign-in-throttle';

/**
 * Sign-ins whose password one client address may have checked at once (2), and waiting behind them (8). Password
 * hashing has one bound for everyone (lib/password.ts: 2 at work, 8 waiting); without this, one address sending
 * 16 wrong passwords at once took every turn and the county's other users were answered "busy". Now that address
 * waits behind itself, and past 10 at once it alone is told to try again; an office signing in together waits a
 * moment.
 */
export const SIGN_INS_PER_ADDRESS = new PerKeyLimit(2, 8);

export type LoginAttempt = {
  username: string;
  password: string;
  language: LanguageCode;
  clientAddress: string;
  /** The browser's lrp_device cookie, if it has one. */
  device: string | undefined;
};
export type LoginOutcome =
  | { ok: true; user: UserRow; token: string; newDevice: string | null }
  | {
      ok: false;
      status: 401 | 429;
      message: CodedMessage;
      /** Why, for the monitoring's sign-in failures counter (never said to the caller). */
      reason: FailureReason;
      /** The username is under attack: the answer is the same whatever happened; `mailLinkTo` gets a sign-in link. */
      signInLink?: { mailLinkTo: UserRow | null };
    };

export type FailureReason =
  | 'unknown_user'
  | 'bad_password'
  | 'delayed'
  | 'locked'
  | 'inactive'
  | 'pending'
  | 'county_lockout'
  | 'sign_in_link';

/** "Please wait 30 seconds", "1 minute", "15 minutes" (a wait of a second is said as two). */
function delayedMessage(seconds: number): CodedMessage {
  if (seconds < 60) return MESSAGES.signInDelayedSeconds({ n: Math.max(seconds, 2) });
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1
    ? MESSAGES.signInDelayedMinute
    : MESSAGES.signInDelayedMinutes({ n: minutes });
}

/** Users wrong passwords may lock (spec 3 §3): not the county's staff, whom anyone could otherwise lock out. */
export const isLockable = (user: Pick<UserRow, 'role'>) => !COUNTY_STAFF_ROLES.includes(user.role);

/**
 * After a wrong password counted on `attempts`: an active user who is not staff and has reached the county's
 * Max Login Attempts in a row becomes locked (status L), audited as ACCOUNT_LOCKED, and the count starts again.
 * The count is read for every username, existing or not (the same work either way). Answers nothing: the caller
 * answers as for any wrong password, so the lock tells a guesser nothing.
 */
async function lockAfterTooManyFailures(
  db: Db,
  user: UserRow | undefined,
  attempts: ThrottleKey,
  clientAddress: string,
): Promise<void> {
  const failures = await failuresOf(db, attempts);
  if (!user || !isLockable(user) || user.status !== 'A' || failures < attempts.freeFailures) return;
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .update(users)
      .set({ status: 'L', updatedAt: sql`now()` })
      .where(sql`${users.id} = ${user.id} and ${users.status} = 'A'`)
      .returning({ id: users.id });
    // Parallel wrong passwords may all reach the limit: one of them locks and audits.
    if (!locked) return;
    await clearFailures(tx, [attempts]);
    await writeAudit(tx, {
      type: 'ACCOUNT_LOCKED',
      userId: user.id,
      username: user.username,
      detail: { failures, maxloginAttempts: attempts.freeFailures },
      clientAddress,
    });
  });
}

/**
 * Signs a user in. Whether the username exists never shows: an unknown username costs the same password work,
 * counts the same failures and gets the same message as a wrong password, and a waiting username is refused
 * before anyone's password is checked. What only the account's owner may learn (locked, inactive, pending,
 * the county's lockout) is said only after the right password. While the username is under attack, a browser
 * that is not the owner's known one gets one answer whatever it sent, and the right password mails a sign-in link
 * (sign-in-throttle.ts, sign-in-links.ts).
 */
export async function login(
  db: Db,
  countyConfig: CountyConfigRepository,
  attempt: LoginAttempt,
): Promise<LoginOutcome> {
  const usernameLower = attempt.username.toLowerCase();
  const fail = async (
    reason: FailureReason,
    status: 401 | 429,
    message: CodedMessage,
    user?: UserRow,
  ) => {
    await writeAudit(db, {
      type: 'LOGIN_FAILURE',
      userId: user?.id ?? null,
      username: user?.username ?? attempt.username,
      detail: { reason },
      clientAddress: attempt.clientAddress,
    });
    return { ok: false as const, status, message, reason };
  };

  const device = await findKnownDevice(db, attempt.device);
  const ownDevice = device?.usernameLower === usernameLower ? device : null;
  const access = await countyConfig.get('userAccess');
  const freePerUsername = access.limitLoginAttempts
    ? access.maxloginAttempts
    : DEFAULT_FREE_FAILURES_PER_USERNAME;
  const keys: ThrottleKey[] = ownDevice
    ? [deviceKey(ownDevice.idHash)]
    : [usernameKey(usernameLower, freePerUsername), addressKey(attempt.clientAddress)];

  const wait = await secondsToWait(db, keys);
  if (wait > 0) return fail('delayed', 429, delayedMessage(wait));
  const linkOnly = !ownDevice && (await hasUsedFreeFailures(db, keys[0]));

  const [user] = await db.select().from(users).where(eq(users.usernameLower, usernameLower));
  const passwordOk = await SIGN_INS_PER_ADDRESS.run(attempt.clientAddress, () =>
    user
      ? verifyPassword(attempt.password, user.passwordHash)
      : verifyAgainstDummy(attempt.password),
  );
  const lockout = await countyConfig.get('userLockout');
  const lockedOut = lockout.lockoutInPlace && !!user && isLockable(user);
  // Wrong passwords in a row lock a user who is not staff while the county limits login attempts (spec 3 §3);
  // staff are only throttled (sign-in-throttle.ts, docs/security.md).
  const attempts = access.limitLoginAttempts
    ? attemptsKey(usernameLower, access.maxloginAttempts)
    : null;
  if (!user || !passwordOk) {
    await recordFailure(db, attempts ? [...keys, attempts] : keys);
    if (attempts) await lockAfterTooManyFailures(db, user, attempts, attempt.clientAddress);
  } else {
    // A correct password ends the wrong passwords in a row.
    await clearFailures(db, [attemptsKey(usernameLower, 0)]);
  }
  if (linkOnly) {
    const mayMail = !!user && passwordOk && user.status === 'A' && !lockedOut;
    const reason = !user ? 'unknown_user' : passwordOk ? 'sign_in_link' : 'bad_password';
    const answer = await fail(reason, 401, MESSAGES.signInLinkMaybeSent, user);
    return { ...answer, signInLink: { mailLinkTo: mayMail ? user : null } };
  }
  if (!user || !passwordOk) {
    return fail(user ? 'bad_password' : 'unknown_user', 401, MESSAGES.invalidCredentials, user);
  }

  if (user.status === 'L') return fail('locked', 401, MESSAGES.accountLocked, user);
  if (user.status === 'I') return fail('inactive', 401, MESSAGES.accountInactive, user);
  if (user.status === 'P') return fail('pending', 401, MESSAGES.registrationPending, user);

  if (lockedOut) {
    return fail(
      'county_lockout',
      401,
      countyWords(lockout.messageLogin || DEFAULT_COUNTY_CONFIG.userLockout.messageLogin),
      user,
    );
  }

  // A hash made at a lower cost is stored again at today's (the password is at hand only now).
  const rehashed = passwordNeedsRehash(user.passwordHash)
    ? await hashPassword(attempt.password)
    : null;
  const { signedIn, token, newDevice } = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        language: attempt.language,
        updatedAt: sql`now()`,
        ...(rehashed ? { passwordHash: rehashed } : {}),
      })
      .where(eq(users.id, user.id))
      .returning();
    await clearFailures(tx, ownDevice ? keys : [keys[0]]);
    const sessionToken = await createSession(tx, user.id, attempt.language);
    const deviceCookie = await rememberDevice(tx, user.id, device);
    await writeAudit(tx, {
      type: 'LOGIN_SUCCESS',
      userId: user.id,
      username: user.username,
      detail: { language: attempt.language, ...(rehashed ? { passwordRehashed: true } : {}) },
      clientAddress: attempt.clientAddress,
    });
    return { signedIn: updated, token: sessionToken, newDevice: deviceCookie };
  });
  return { ok: true, user: signedIn, token, newDevice };
}
