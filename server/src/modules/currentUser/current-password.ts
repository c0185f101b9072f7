import type { CodedMessage } from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { ACCOUNT_MESSAGES } from '../../messages';
import { fieldError } from '../../plugins/envelope';
import { findKnownDevice } from '../auth/known-devices';
import {
  DEFAULT_FREE_FAILURES_PER_USERNAME,
  deviceKey,
  hasUsedFreeFailures,
  recordFailure,
  secondsToWait,
  usernameKey,
  type ThrottleKey,
} from '../auth/sign-in-throttle';

type Context = Pick<FastifyInstance, 'db' | 'countyConfig'>;

const onField = (status: number, message: CodedMessage) =>
  fieldError('currentPassword', message, status);

/**
 * A change of password or e-mail address asks for the current password, so that a session left open or stolen
 * cannot take the account over. Wrong answers count like wrong sign-ins (sign-in-throttle.ts), on the same keys a
 * sign-in from this browser would use: the browser's own key when it is one of the user's known browsers, else
 * the username's. A waiting key, or a username under attack, is refused before the password is checked, so the
 * profile is no oracle for guessing. Throws a field error on `currentPassword`.
 */
export async function assertCurrentPassword(
  app: Context,
  user: UserRow,
  typed: string | undefined,
  deviceCookie: string | undefined,
): Promise<void> {
  if (!typed) throw onField(400, ACCOUNT_MESSAGES.currentPasswordNeeded);
  const device = await findKnownDevice(app.db, deviceCookie);
  const access = await app.countyConfig.get('userAccess');
  const key: ThrottleKey =
    device?.userId === user.id
      ? deviceKey(device.idHash)
      : usernameKey(
          user.usernameLower,
          access.limitLoginAttempts ? access.maxloginAttempts : DEFAULT_FREE_FAILURES_PER_USERNAME,
        );
  const held =
    (await secondsToWait(app.db, [key])) > 0 ||
    (!key.waits && (await hasUsedFreeFailures(app.db, key)));
  if (held) throw onField(429, ACCOUNT_MESSAGES.currentPasswordHeld);
  if (!(await verifyPassword(typed, user.passwordHash))) {
    await recordFailure(app.db, [key]);
    throw onField(400, ACCOUNT_MESSAGES.currentPasswordWrong);
  }
}
