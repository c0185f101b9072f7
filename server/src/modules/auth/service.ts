import { COUNTY_STAFF_ROLES, type LanguageCode } from '@lrp/shared/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { MESSAGES } from '../../messages';
import { createSession } from '../../plugins/session';
import { writeAudit } from '../audit/repository';
import { DEFAULT_COUNTY_CONFIG } from '../countyConfig/defaults';
import type { CountyConfigRepository } from '../countyConfig/repository';

export type LoginAttempt = { username: string; password: string; language: LanguageCode; clientAddress: string };
export type LoginOutcome = { ok: true; user: UserRow; token: string } | { ok: false; message: string };

type FailureReason = 'unknown_user' | 'locked' | 'bad_password' | 'inactive' | 'pending' | 'county_lockout';

/**
 * Signs a user in. The same message answers an unknown username and a wrong password. A locked account is
 * refused before the password is checked, so guessing cannot go on once the account is locked.
 */
export async function login(db: Db, countyConfig: CountyConfigRepository, attempt: LoginAttempt): Promise<LoginOutcome> {
  const fail = async (reason: FailureReason, message: string, user?: UserRow, extra: Record<string, unknown> = {}) => {
    await writeAudit(db, {
      type: 'LOGIN_FAILURE',
      userId: user?.id ?? null,
      username: user?.username ?? attempt.username,
      detail: { reason, ...extra },
      clientAddress: attempt.clientAddress,
    });
    return { ok: false as const, message };
  };

  const [user] = await db.select().from(users).where(eq(users.usernameLower, attempt.username.toLowerCase()));
  if (!user) {
    await verifyAgainstDummy(attempt.password);
    return fail('unknown_user', MESSAGES.invalidCredentials);
  }
  if (user.status === 'L') return fail('locked', MESSAGES.accountLocked, user);

  if (!(await verifyPassword(attempt.password, user.passwordHash))) {
    const access = await countyConfig.get('userAccess');
    const limit = access.limitLoginAttempts ? access.maxloginAttempts : null;
    // One statement counts the failure and locks at the limit, so parallel guesses cannot slip past it.
    const [counted] = await db
      .update(users)
      .set({
        failedLoginAttempts: sql`${users.failedLoginAttempts} + 1`,
        status: limit === null ? users.status : sql`case when ${users.status} = 'A' and ${users.failedLoginAttempts} + 1 >= ${limit}::int then 'L' else ${users.status} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id))
      .returning({ attempts: users.failedLoginAttempts, status: users.status });
    if (counted.status === 'L') {
      await writeAudit(db, {
        type: 'ACCOUNT_LOCKED',
        userId: user.id,
        username: user.username,
        detail: { failedLoginAttempts: counted.attempts },
        clientAddress: attempt.clientAddress,
      });
      return fail('bad_password', MESSAGES.accountLocked, user, { failedLoginAttempts: counted.attempts });
    }
    return fail('bad_password', MESSAGES.invalidCredentials, user, { failedLoginAttempts: counted.attempts });
  }

  if (user.status === 'I') return fail('inactive', MESSAGES.accountInactive, user);
  if (user.status === 'P') return fail('pending', MESSAGES.registrationPending, user);

  const lockout = await countyConfig.get('userLockout');
  if (lockout.lockoutInPlace && !COUNTY_STAFF_ROLES.includes(user.role)) {
    return fail('county_lockout', lockout.messageLogin || DEFAULT_COUNTY_CONFIG.userLockout.messageLogin, user);
  }

  const { signedIn, token } = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ failedLoginAttempts: 0, language: attempt.language, updatedAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    const sessionToken = await createSession(tx, user.id, attempt.language);
    await writeAudit(tx, {
      type: 'LOGIN_SUCCESS',
      userId: user.id,
      username: user.username,
      detail: { language: attempt.language },
      clientAddress: attempt.clientAddress,
    });
    return { signedIn: updated, token: sessionToken };
  });
  return { ok: true, user: signedIn, token };
}
