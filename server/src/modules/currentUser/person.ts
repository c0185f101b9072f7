import { personOf, type Profile } from '@lrp/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { referenceLists, users, type UserRow } from '../../db/schema';
import { ACCOUNT_MESSAGES, PROFILE } from '../../messages';
import { ApiError, fieldError } from '../../plugins/envelope';

export { fieldError };

/** The profile fields of a user row (a user an administrator created may have some of them blank). */
export function profileOf(user: UserRow): Profile {
  return { ...personOf(user), email: user.email ?? '' };
}

/** The contract checks a state's shape; this checks it is one of the states list. */
export async function assertKnownState(db: DbOrTx, state: string): Promise<void> {
  const [known] = await db
    .select({ code: referenceLists.code })
    .from(referenceLists)
    .where(and(eq(referenceLists.listName, 'states'), eq(referenceLists.code, state)));
  if (!known) throw fieldError('state', PROFILE.state);
}

/** True when another user already has this e-mail address (compared without regard to case). */
export async function emailInUse(
  db: DbOrTx,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  const sameEmail = sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptUserId)));
  return Boolean(other);
}

/** Which unique index of users refused a row (two requests can pass the checks at the same moment), if one did. */
export function duplicateUserField(err: unknown): 'email' | 'username' | null {
  const cause = (err as { cause?: unknown }).cause ?? err;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint === 'users_email_lower_idx') return 'email';
  if (constraint === 'users_username_lower_unique') return 'username';
  return null;
}

/** A unique-index violation on users, turned into the message a person reads. */
export function duplicateUserError(err: unknown): ApiError | null {
  const field = duplicateUserField(err);
  if (field === 'email') return fieldError('email', ACCOUNT_MESSAGES.emailTaken);
  if (field === 'username') return fieldError('username', ACCOUNT_MESSAGES.usernameTaken);
  return null;
}
