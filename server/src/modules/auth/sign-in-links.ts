import { COUNTY_STAFF_ROLES, type LanguageCode } from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, type UserRow } from '../../db/schema';
import { signInLinkMail } from '../../gateways/mail-messages';
import { mailGatewayFor } from '../../gateways/mail';
import { ACCOUNT_MESSAGES, countyWords, MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { createSession } from '../../plugins/session';
import { writeAudit } from '../audit/repository';
import { DEFAULT_COUNTY_CONFIG } from '../countyConfig/defaults';
import { portalLink } from './accounts';
import { findKnownDevice, rememberDevice } from './known-devices';
import { issueTicketForMinutes, redeemTicket, ticketsSentInLastHour } from './tickets';

/*
 * The one-time sign-in link: while a username is under attack (sign-in-throttle.ts), the right password from a
 * browser that is not the owner's known one mails this link instead of opening a session. The link proves the
 * mailbox; opening it signs the user in and makes that browser a known one, whose sign-ins no stranger touches.
 * A single-use ticket like the recovery ones (only its SHA-256 stored), short-lived, a few an hour at most.
 */

export const SIGN_IN_LINK_MINUTES = 15;
/** At most this many links per user an hour; further right passwords get the same answer and mail nothing. */
export const SIGN_IN_LINKS_PER_HOUR = 5;

type Context = Pick<FastifyInstance, 'db' | 'countyConfig' | 'config' | 'log'>;

/** After the reply to a sign-in under attack with the right password: mails the user a sign-in link. */
export async function mailSignInLink(app: Context, user: UserRow): Promise<void> {
  if (!user.email) return;
  if ((await ticketsSentInLastHour(app.db, 'SIGN_IN_LINK', user.id)) >= SIGN_IN_LINKS_PER_HOUR) {
    app.log.warn({ userId: user.id }, 'sign-in link not sent: too many in the last hour');
    return;
  }
  const ticket = await issueTicketForMinutes(app.db, 'SIGN_IN_LINK', user.id, SIGN_IN_LINK_MINUTES);
  await mailGatewayFor(app).send(
    signInLinkMail(await app.countyConfig.get('common'), {
      to: user.email,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      username: user.username,
      link: portalLink(app, `login/link/${ticket}`),
      minutes: SIGN_IN_LINK_MINUTES,
    }),
  );
}

export type LinkSignIn = { user: UserRow; token: string; newDevice: string | null };

/**
 * POST auth/signInWithLink: uses the ticket once and signs its user in, if the user may still sign in (active; the
 * county's lockout spares staff only). The browser becomes one of the user's known browsers.
 */
export async function signInWithLink(
  app: Context,
  request: {
    ticket: string;
    language?: LanguageCode;
    clientAddress: string;
    device: string | undefined;
  },
): Promise<LinkSignIn> {
  const device = await findKnownDevice(app.db, request.device);
  const lockout = await app.countyConfig.get('userLockout');
  return app.db.transaction(async (tx) => {
    const redeemed = await redeemTicket(tx, 'SIGN_IN_LINK', request.ticket);
    if (!redeemed.ok) {
      const why = {
        expired: ACCOUNT_MESSAGES.signInLinkExpired,
        used: ACCOUNT_MESSAGES.ticketUsed,
        unknown: ACCOUNT_MESSAGES.ticketUnknown,
      };
      throw new ApiError(400, why[redeemed.reason]);
    }
    const [user] = await tx.select().from(users).where(eq(users.id, redeemed.userId));
    if (user.status === 'L') throw new ApiError(401, MESSAGES.accountLocked);
    if (user.status !== 'A') throw new ApiError(401, MESSAGES.accountInactive);
    if (lockout.lockoutInPlace && !COUNTY_STAFF_ROLES.includes(user.role)) {
      throw new ApiError(
        401,
        countyWords(lockout.messageLogin || DEFAULT_COUNTY_CONFIG.userLockout.messageLogin),
      );
    }
    const language = request.language ?? user.language;
    const [signedIn] = await tx
      .update(users)
      .set({ language, updatedAt: sql`now()` })
      .where(eq(users.id, user.id))
      .returning();
    const token = await createSession(tx, user.id, language);
    const newDevice = await rememberDevice(tx, user.id, device);
    await writeAudit(tx, {
      type: 'LOGIN_SUCCESS',
      userId: user.id,
      username: user.username,
      detail: { language, via: 'SIGN_IN_LINK' },
      clientAddress: request.clientAddress,
    });
    return { user: signedIn, token, newDevice };
  });
}
