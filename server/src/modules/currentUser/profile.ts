import type { Profile } from '@lrp/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions, users, type UserRow } from '../../db/schema';
import { emailChangedMail, passwordChangedMail } from '../../gateways/mail-messages';
import { mailGatewayFor } from '../../gateways/mail';
import { hashPassword } from '../../lib/password';
import { ACCOUNT_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { writeAccountAudit } from '../auth/account-audit';
import { QUOTAS, takeQuota } from '../auth/action-quotas';
import { assertCurrentPassword } from './current-password';
import { assertKnownState, duplicateUserError, emailInUse, fieldError, profileOf } from './person';

type Context = Pick<FastifyInstance, 'db' | 'countyConfig' | 'config' | 'log'>;

const fullNameOf = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/**
 * POST currentUser/profile: saves the signed-in user's own details (the contract has trimmed them). A changed
 * e-mail address needs the current password and is told to the old address too, so a stolen session cannot
 * quietly redirect password resets.
 * Addresses must stay unique, so a change to another user's address is refused, which tells whether an address is
 * registered: changes of address are therefore capped (QUOTAS.emailChange a day), so no account can probe many.
 */
export async function saveProfile(
  app: Context,
  user: UserRow,
  change: Profile & { currentPassword?: string },
  request: { clientAddress: string; deviceCookie: string | undefined },
): Promise<Profile> {
  const { currentPassword, ...profile } = change;
  const { clientAddress } = request;
  await assertKnownState(app.db, profile.state);
  const emailChanges = profile.email.toLowerCase() !== (user.email ?? '').trim().toLowerCase();
  // Asked first: without the password nobody learns whether an address is registered, nor uses up the quota.
  if (emailChanges) await assertCurrentPassword(app, user, currentPassword, request.deviceCookie);
  if (emailChanges && !(await takeQuota(app.db, `emailChange:${user.id}`, QUOTAS.emailChange))) {
    throw new ApiError(429, ACCOUNT_MESSAGES.emailChangesToday);
  }
  if (emailChanges && (await emailInUse(app.db, profile.email, user.id)))
    throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
  const before = profileOf(user);
  let saved: UserRow;
  try {
    [saved] = await app.db
      .update(users)
      .set({ ...profile, updatedAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
  } catch (err) {
    throw duplicateUserError(err) ?? err;
  }
  const after = profileOf(saved);
  const changed = (Object.keys(after) as (keyof Profile)[]).filter((k) => after[k] !== before[k]);
  if (changed.length) {
    await writeAccountAudit(app.db, {
      type: 'USER_CHANGE',
      userId: user.id,
      username: user.username,
      detail: { change: 'PROFILE', fields: changed },
      clientAddress,
    });
  }
  const oldEmail = user.email?.trim();
  if (oldEmail && oldEmail.toLowerCase() !== after.email.toLowerCase()) {
    const county = await app.countyConfig.get('common');
    await mailGatewayFor(app).send(
      emailChangedMail(county, {
        to: oldEmail,
        fullName: fullNameOf(saved),
        username: saved.username,
        newEmail: after.email,
      }),
    );
  }
  return after;
}

/** POST currentUser/password: the current password, then a new one; this session stays, the user's other sessions end. */
export async function changePassword(
  app: Context,
  user: UserRow,
  sessionIdHash: string,
  change: { currentPassword: string; password: string },
  request: { clientAddress: string; deviceCookie: string | undefined },
): Promise<void> {
  const { clientAddress } = request;
  await assertCurrentPassword(app, user, change.currentPassword, request.deviceCookie);
  const passwordHash = await hashPassword(change.password);
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.idHash, sessionIdHash)));
    await writeAccountAudit(tx, {
      type: 'PASSWORD_CHANGE',
      userId: user.id,
      username: user.username,
      detail: { via: 'PROFILE' },
      clientAddress,
    });
  });
  if (user.email) {
    const county = await app.countyConfig.get('common');
    await mailGatewayFor(app).send(
      passwordChangedMail(county, {
        to: user.email,
        fullName: fullNameOf(user),
        username: user.username,
      }),
    );
  }
}
