import {
  COUNTY_STAFF_ROLES,
  type ManagedUser,
  personOf,
  type Role,
  type UserSaveRequest,
} from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { accounts, sessions, users, type UserRow } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { ACCOUNT_MESSAGES, USER_ADMIN_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { changedFields } from '../audit/changes';
import { writeAudit, type AuditType } from '../audit/repository';
import { ALLOWABLE_USER_TYPES } from '../currentUser/service';
import {
  assertKnownState,
  duplicateUserError,
  emailInUse,
  fieldError,
  profileOf,
} from '../currentUser/person';

/** The administrator acting: who may see and change whom follows from its role and account. */
export type Actor = {
  id: number;
  username: string;
  role: Role;
  accountId: number | null;
  clientAddress: string;
};

const isCountyStaff = (actor: Actor) => COUNTY_STAFF_ROLES.includes(actor.role);

/** The user's values a USER_CHANGE lists when they change; `password` only says that it changed, never a value. */
const AUDITED_FIELDS = [
  'username',
  'role',
  'accountId',
  'firstName',
  'lastName',
  'company',
  'address',
  'city',
  'state',
  'zip',
  'email',
  'phoneFormatType',
  'phone',
  'status',
  'language',
  'viewJudicialProtection',
  'password',
] as const;

const auditedValues = (user: Partial<UserRow>) => ({ ...user, password: user.passwordHash });

/** What changed between two versions of a user (null for one created), the password hash never among them. */
const userChanges = (before: Partial<UserRow> | null, after: Partial<UserRow>) =>
  changedFields(before && auditedValues(before), auditedValues(after), AUDITED_FIELDS, {
    secret: ['password'],
  });

/**
 * Whether `actor` may see and change `target` (spec 3 §6): TRIMIN everyone, COUNTY everyone but TRIMIN users,
 * ACCOUNT only the users of its own account (and never county or provider staff).
 */
export function mayManage(actor: Actor, target: Pick<UserRow, 'role' | 'accountId'>): boolean {
  if (actor.role === 'TRIMIN') return true;
  if (actor.role === 'COUNTY') return target.role !== 'TRIMIN';
  if (actor.role === 'ACCOUNT')
    return (
      actor.accountId !== null &&
      target.accountId === actor.accountId &&
      ALLOWABLE_USER_TYPES.ACCOUNT.includes(target.role)
    );
  return false;
}

/** The user `actor` may manage, else 404 (a user out of reach is answered like one that does not exist). */
export async function findManagedUser(db: DbOrTx, actor: Actor, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !mayManage(actor, user)) throw new ApiError(404, USER_ADMIN_MESSAGES.userNotFound);
  return user;
}

export async function managedUserOf(db: DbOrTx, user: UserRow): Promise<ManagedUser> {
  let accountName: string | null = null;
  if (user.accountId !== null) {
    const [account] = await db
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, user.accountId));
    accountName = account?.name ?? null;
  }
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    accountId: user.accountId,
    accountName,
    ...profileOf(user),
    status: user.status,
    viewJudicialProtection: user.viewJudicialProtection,
  };
}

/** The account a saved user belongs to: one the actor may choose, required for account users, none for staff. */
async function accountFor(
  db: DbOrTx,
  actor: Actor,
  request: UserSaveRequest,
): Promise<number | null> {
  if (COUNTY_STAFF_ROLES.includes(request.role)) return null;
  if (request.accountId === null) {
    if (request.role === 'GUEST') return null;
    throw fieldError('accountId', USER_ADMIN_MESSAGES.accountRequired);
  }
  if (actor.role === 'ACCOUNT' && request.accountId !== actor.accountId)
    throw fieldError('accountId', USER_ADMIN_MESSAGES.accountNotAllowed);
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, request.accountId));
  if (!account) throw fieldError('accountId', USER_ADMIN_MESSAGES.accountNotAllowed);
  return account.id;
}

/** POST userManager/user: creates (id 0) or updates a user within the actor's reach. */
export async function saveUser(
  db: DbOrTx,
  actor: Actor,
  request: UserSaveRequest,
): Promise<{ user: ManagedUser; created: boolean }> {
  if (!ALLOWABLE_USER_TYPES[actor.role].includes(request.role))
    throw fieldError('role', USER_ADMIN_MESSAGES.userTypeNotAllowed);
  await assertKnownState(db, request.state);
  const fields = {
    role: request.role,
    ...personOf(request),
  };
  try {
    return await (db as Tx).transaction(async (tx) => {
      const accountId = await accountFor(tx, actor, request);
      const exceptId = request.id === 0 ? undefined : request.id;
      if (await emailInUse(tx, request.email, exceptId))
        throw fieldError('email', ACCOUNT_MESSAGES.emailTaken);
      if (request.id === 0) {
        const [sameName] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.usernameLower, request.username.toLowerCase()));
        if (sameName) throw fieldError('username', ACCOUNT_MESSAGES.usernameTaken);
        const [created] = await tx
          .insert(users)
          .values({
            ...fields,
            accountId,
            username: request.username,
            usernameLower: request.username.toLowerCase(),
            passwordHash: await hashPassword(request.password ?? ''),
            status: 'A',
            viewJudicialProtection: isCountyStaff(actor) ? request.viewJudicialProtection : false,
          })
          .returning();
        await audit(tx, actor, 'USER_CHANGE', created, {
          action: 'CREATE',
          changes: userChanges(null, created),
        });
        return { user: await managedUserOf(tx, created), created: true };
      }
      const existing = await findManagedUser(tx, actor, request.id);
      if (existing.status !== 'A') throw new ApiError(400, USER_ADMIN_MESSAGES.userNotActive);
      if (
        existing.id === actor.id &&
        (request.role !== existing.role || accountId !== existing.accountId)
      ) {
        throw new ApiError(400, USER_ADMIN_MESSAGES.notYourself);
      }
      const [updated] = await tx
        .update(users)
        .set({
          ...fields,
          accountId,
          // Only county staff give or take the protected-document view (spec 3 §6).
          viewJudicialProtection: isCountyStaff(actor)
            ? request.viewJudicialProtection
            : existing.viewJudicialProtection,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, existing.id))
        .returning();
      await audit(tx, actor, 'USER_CHANGE', updated, {
        action: 'UPDATE',
        changes: userChanges(existing, updated),
      });
      // A user given another role or account starts a new session with it.
      if (existing.role !== updated.role || existing.accountId !== updated.accountId)
        await tx.delete(sessions).where(eq(sessions.userId, updated.id));
      return { user: await managedUserOf(tx, updated), created: false };
    });
  } catch (err) {
    throw duplicateUserError(err) ?? err;
  }
}

/** Deactivate (A to I) or activate (any other status to A); a deactivated user's sessions end at once. */
export async function toggleUserStatus(
  db: DbOrTx,
  actor: Actor,
  userId: number,
): Promise<UserRow['status']> {
  return (db as Tx).transaction(async (tx) => {
    const user = await findManagedUser(tx, actor, userId);
    if (user.id === actor.id) throw new ApiError(400, USER_ADMIN_MESSAGES.notYourself);
    const status = user.status === 'A' ? 'I' : 'A';
    await tx
      .update(users)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    if (status !== 'A') await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await audit(tx, actor, 'USER_CHANGE', user, {
      action: 'STATUS',
      from: user.status,
      to: status,
      changes: userChanges(user, { ...user, status }),
    });
    return status;
  });
}

export async function deleteUser(db: DbOrTx, actor: Actor, userId: number): Promise<void> {
  await (db as Tx).transaction(async (tx) => {
    const user = await findManagedUser(tx, actor, userId);
    if (user.id === actor.id) throw new ApiError(400, USER_ADMIN_MESSAGES.notYourself);
    await tx.delete(users).where(eq(users.id, user.id));
    await audit(tx, actor, 'USER_CHANGE', user, { action: 'DELETE' });
  });
}

/** POST userManager/userPassword: sets the password and ends the user's sessions. */
export async function setUserPassword(
  db: DbOrTx,
  actor: Actor,
  userId: number,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await (db as Tx).transaction(async (tx) => {
    const user = await findManagedUser(tx, actor, userId);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    if (user.id !== actor.id) await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await audit(tx, actor, 'PASSWORD_CHANGE', user, { via: 'USER_MANAGER' });
  });
}

function audit(
  db: DbOrTx,
  actor: Actor,
  type: AuditType,
  target: UserRow,
  detail: Record<string, unknown>,
) {
  return writeAudit(db, {
    type,
    userId: actor.id,
    username: actor.username,
    // The target's account: the audit report by account lists a change to one of its users.
    detail: {
      targetUserId: target.id,
      targetUsername: target.username,
      accountId: target.accountId,
      ...detail,
    },
    clientAddress: actor.clientAddress,
  });
}
