import { personOf, type SignUpRequest } from '@lrp/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { sessions, tickets, users, type UserRow } from '../../db/schema';
import {
  passwordChangedMail,
  passwordResetMail,
  registrationAttemptMail,
  registrationMail,
  usernameMail,
  type MailCounty,
} from '../../gateways/mail-messages';
import { mailGatewayFor, type OutgoingMail } from '../../gateways/mail';
import { hashPassword } from '../../lib/password';
import { ACCOUNT_MESSAGES, MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import {
  assertKnownState,
  duplicateUserError,
  duplicateUserField,
  fieldError,
} from '../currentUser/person';
import { writeAccountAudit } from './account-audit';
import { QUOTAS, takeQuota } from './action-quotas';
import { forgetUsernameFailures } from './sign-in-throttle';
import {
  closeOpenTickets,
  issueTicket,
  redeemTicket,
  ticketsSentInLastHour,
  type Redeemed,
  type TicketKind,
} from './tickets';

/*
 * Self-registration and the e-mailed recovery of usernames and passwords (spec 1 §2, §7). No answer says whether
 * an e-mail address is registered: a sign-up with a registered address gets the same answer as a new one (its
 * owner is told by e-mail), and the two "forgot" calls answer at once and do their work after the reply.
 */

/** At most this many reset e-mails per user per hour; further requests get the same answer and send nothing. */
export const RESET_MAILS_PER_HOUR = 5;

type Context = Pick<FastifyInstance, 'db' | 'countyConfig' | 'config' | 'log'>;

const fullNameOf = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

/** A link into the portal, as the browser router knows it: `${PUBLIC_URL}${BASE_PATH}path`. */
export function portalLink(app: Context, path: string): string {
  return `${app.config.publicUrl}${app.config.basePath}${path}`;
}

async function mailCounty(app: Context): Promise<MailCounty> {
  return app.countyConfig.get('common');
}

async function send(app: Context, mail: OutgoingMail) {
  return mailGatewayFor(app).send(mail);
}

function ticketFailure(
  kind: TicketKind,
  reason: Exclude<Redeemed, { ok: true }>['reason'],
): ApiError {
  if (reason === 'used') return new ApiError(400, ACCOUNT_MESSAGES.ticketUsed);
  if (reason === 'expired') {
    return new ApiError(
      400,
      kind === 'REGISTRATION'
        ? ACCOUNT_MESSAGES.registrationTicketExpired
        : ACCOUNT_MESSAGES.resetTicketExpired,
    );
  }
  return new ApiError(400, ACCOUNT_MESSAGES.ticketUnknown);
}

/**
 * Pending self-registrations whose every link has expired or been used: the person never confirmed the e-mail,
 * so the username and address are free again ("This link has expired. Please register again.").
 */
async function removeAbandonedRegistrations(
  tx: DbOrTx,
  usernameLower: string,
  emailLower: string,
): Promise<void> {
  await tx
    .delete(users)
    .where(
      and(
        eq(users.status, 'P'),
        sql`(${users.usernameLower} = ${usernameLower} or lower(${users.email}) = ${emailLower})`,
        sql`exists (select 1 from ${tickets} where ${tickets.userId} = ${users.id} and ${tickets.kind} = 'REGISTRATION')`,
        sql`not exists (select 1 from ${tickets} where ${tickets.userId} = ${users.id} and ${tickets.kind} = 'REGISTRATION' and ${tickets.usedAt} is null and ${tickets.expiresAt} > now())`,
      ),
    );
}

/** The user that owns an e-mail address (compared without regard to case), if any. */
async function ownerOfEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [owner] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return owner ?? null;
}

type SignUpOutcome =
  { kind: 'created'; user: UserRow; ticket: string } | { kind: 'emailRegistered'; owner: UserRow };

/**
 * POST auth/signUp: a pending USER without an account (a county administrator attaches it to an account
 * later), and an e-mail with the link that completes the registration. Only a sign-up that passes every other
 * rule, within the per-address quota, learns that a username is taken; an address that is already registered
 * gets the same answer as a new one, and its owner an e-mail instead of a second account.
 */
export async function signUp(
  app: Context,
  request: SignUpRequest,
  clientAddress: string,
): Promise<void> {
  const registration = await app.countyConfig.get('loginPageRegistration');
  if (!registration.selfRegistration) throw new ApiError(403, ACCOUNT_MESSAGES.selfRegistrationOff);
  await assertKnownState(app.db, request.state);
  if (!(await takeQuota(app.db, `signUp:${clientAddress}`, QUOTAS.signUp)))
    throw new ApiError(429, ACCOUNT_MESSAGES.signUpsFromAddress);

  const usernameLower = request.username.toLowerCase();
  const emailLower = request.email.toLowerCase();
  const passwordHash = await hashPassword(request.password);

  let outcome: SignUpOutcome;
  try {
    outcome = await app.db.transaction(async (tx): Promise<SignUpOutcome> => {
      await removeAbandonedRegistrations(tx, usernameLower, emailLower);
      const [sameName] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.usernameLower, usernameLower));
      if (sameName) throw fieldError('username', ACCOUNT_MESSAGES.usernameTaken);
      const owner = await ownerOfEmail(tx, request.email);
      if (owner) return { kind: 'emailRegistered', owner };
      const [user] = await tx
        .insert(users)
        .values({
          username: request.username,
          usernameLower,
          passwordHash,
          role: 'USER',
          accountId: null,
          status: 'P',
          ...personOf(request),
        })
        .returning();
      const ticket = await issueTicket(tx, 'REGISTRATION', user.id, registration.emaileExpireIn);
      await writeAccountAudit(tx, {
        type: 'USER_CHANGE',
        userId: user.id,
        username: user.username,
        detail: { change: 'SELF_REGISTERED', email: user.email },
        clientAddress,
      });
      return { kind: 'created', user, ticket };
    });
  } catch (err) {
    // Another sign-up took the address a moment ago: its owner is told, like any registered address's.
    if (duplicateUserField(err) !== 'email') throw duplicateUserError(err) ?? err;
    const owner = await ownerOfEmail(app.db, request.email);
    if (!owner) throw err;
    outcome = { kind: 'emailRegistered', owner };
  }

  if (outcome.kind === 'emailRegistered') {
    const { owner } = outcome;
    await writeAccountAudit(app.db, {
      type: 'USER_CHANGE',
      userId: owner.id,
      username: owner.username,
      detail: { change: 'SIGN_UP_WITH_REGISTERED_EMAIL' },
      clientAddress,
    });
    if (
      !owner.email ||
      !(await takeQuota(app.db, `registrationNotice:${owner.id}`, QUOTAS.registrationNotice))
    )
      return;
    const notice = await send(
      app,
      registrationAttemptMail(await mailCounty(app), {
        to: owner.email,
        fullName: fullNameOf(owner),
        username: owner.username,
        loginLink: portalLink(app, 'login'),
      }),
    );
    // Waited for like a registration's mail, so the answer takes as long either way.
    await notice.delivery;
    return;
  }

  const { user, ticket } = outcome;
  const queued = await send(
    app,
    registrationMail(await mailCounty(app), {
      to: request.email,
      fullName: fullNameOf(user),
      username: user.username,
      link: portalLink(app, `CompleteRegistration/${ticket}`),
      hours: registration.emaileExpireIn,
    }),
  );
  // Without the e-mail nobody can complete the registration: when the mail server refuses it for good, take the
  // registration back, so the person can simply try again. A mail server that is only down gets it later (queued).
  if ((await queued.delivery) === 'refused') {
    await app.db.delete(users).where(eq(users.id, user.id));
    throw new ApiError(503, ACCOUNT_MESSAGES.mailNotSent);
  }
}

/** POST auth/completeRegistration: the e-mailed ticket makes the pending user active. */
export async function completeRegistration(
  app: Context,
  ticket: string,
  clientAddress: string,
): Promise<{ fullName: string; username: string }> {
  return app.db.transaction(async (tx) => {
    const redeemed = await redeemTicket(tx, 'REGISTRATION', ticket);
    if (!redeemed.ok) throw ticketFailure('REGISTRATION', redeemed.reason);
    const [user] = await tx.select().from(users).where(eq(users.id, redeemed.userId));
    // Deactivated by the county meanwhile: the link must not bring the user back (the ticket stays unused).
    if (user.status === 'I') throw new ApiError(400, MESSAGES.accountInactive);
    if (user.status === 'P') {
      await tx
        .update(users)
        .set({ status: 'A', updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
    }
    await writeAccountAudit(tx, {
      type: 'USER_CHANGE',
      userId: user.id,
      username: user.username,
      detail: { change: 'REGISTRATION_COMPLETED' },
      clientAddress,
    });
    return { fullName: fullNameOf(user), username: user.username };
  });
}

/** Recovery by e-mail is the county's choice (loginPageRegistration.forgotPasswordLink): else 403. */
export async function assertRecoveryOffered(app: Context): Promise<void> {
  const registration = await app.countyConfig.get('loginPageRegistration');
  if (!registration.forgotPasswordLink) throw new ApiError(403, ACCOUNT_MESSAGES.recoveryOff);
}

/**
 * POST auth/forgotUsername, after the reply: mails the username to a registered address that is not inactive,
 * at most QUOTAS.usernameMail times per user an hour.
 */
export async function mailUsername(app: Context, email: string): Promise<void> {
  const [user] = await app.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.status, 'I')));
  if (!user?.email) return;
  if (!(await takeQuota(app.db, `usernameMail:${user.id}`, QUOTAS.usernameMail))) {
    app.log.warn({ userId: user.id }, 'username e-mail not sent: too many in the last hour');
    return;
  }
  await send(
    app,
    usernameMail(await mailCounty(app), {
      to: user.email,
      fullName: fullNameOf(user),
      username: user.username,
      loginLink: portalLink(app, 'login'),
    }),
  );
}

/**
 * POST auth/forgotPassword, after the reply: when the username and e-mail belong to one active or locked user (a
 * locked user unlocks by resetting), mails a reset link. Never for the county's shared GUEST login: whoever
 * reset it would lock the public out.
 */
export async function mailPasswordReset(
  app: Context,
  username: string,
  email: string,
): Promise<void> {
  const [user] = await app.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.usernameLower, username.toLowerCase()),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        inArray(users.status, ['A', 'L']),
        ne(users.role, 'GUEST'),
      ),
    );
  if (!user?.email) return;
  if ((await ticketsSentInLastHour(app.db, 'PASSWORD_RESET', user.id)) >= RESET_MAILS_PER_HOUR) {
    app.log.warn({ userId: user.id }, 'password reset e-mail not sent: too many in the last hour');
    return;
  }
  const { emaileExpireIn } = await app.countyConfig.get('loginPageRegistration');
  const ticket = await issueTicket(app.db, 'PASSWORD_RESET', user.id, emaileExpireIn);
  await send(
    app,
    passwordResetMail(await mailCounty(app), {
      to: user.email,
      fullName: fullNameOf(user),
      username: user.username,
      link: portalLink(app, `passwordReset/${ticket}`),
      hours: emaileExpireIn,
    }),
  );
}

/**
 * POST auth/resetPassword: the e-mailed ticket sets a new password, ends the username's sign-in delays, unlocks a
 * locked user and ends every session of the user (whoever knew the old password is signed out).
 */
export async function resetPassword(
  app: Context,
  password: string,
  ticket: string,
  clientAddress: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const user = await app.db.transaction(async (tx) => {
    const redeemed = await redeemTicket(tx, 'PASSWORD_RESET', ticket);
    if (!redeemed.ok) throw ticketFailure('PASSWORD_RESET', redeemed.reason);
    const [found] = await tx.select().from(users).where(eq(users.id, redeemed.userId));
    if (found.status === 'I') throw new ApiError(400, MESSAGES.accountInactive);
    if (found.status === 'P') throw new ApiError(400, ACCOUNT_MESSAGES.ticketUnknown);
    await tx
      .update(users)
      .set({ passwordHash, status: 'A', updatedAt: sql`now()` })
      .where(eq(users.id, found.id));
    await forgetUsernameFailures(tx, found.usernameLower);
    await closeOpenTickets(tx, 'PASSWORD_RESET', found.id);
    await tx.delete(sessions).where(eq(sessions.userId, found.id));
    await writeAccountAudit(tx, {
      type: 'PASSWORD_CHANGE',
      userId: found.id,
      username: found.username,
      detail: { via: 'PASSWORD_RESET', unlocked: found.status === 'L' },
      clientAddress,
    });
    return found;
  });
  if (user.email) {
    await send(
      app,
      passwordChangedMail(await mailCounty(app), {
        to: user.email,
        fullName: fullNameOf(user),
        username: user.username,
      }),
    );
  }
}
