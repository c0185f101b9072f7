import type { AccountSaveRequest } from '@lrp/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client';
import { accounts, sessions, users, type AccountRow } from '../../db/schema';
import { centsOf, centsToText } from '../../lib/cents';
import { USER_ADMIN_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { changedFields } from '../audit/changes';
import { writeAudit } from '../audit/repository';
import { fieldError } from '../currentUser/person';
import type { Actor } from '../userManager/service';

export async function findAccountRow(db: DbOrTx, id: number): Promise<AccountRow> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  if (!account) throw new ApiError(404, USER_ADMIN_MESSAGES.accountNotFound);
  return account;
}

/** The account's values an ACCOUNT_CHANGE lists when they change (balances move through the ledger instead). */
const AUDITED_FIELDS = [
  'name',
  'accountType',
  'paymentMethod',
  'monthlyFee',
  'flatFeeRateLevel',
  'userReload',
  'landlinkAccount',
  'postToLandLink',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'email',
  'status',
] as const satisfies readonly (keyof AccountRow)[];

/** Writes an ACCOUNT_CHANGE entry naming the account; `detail` says what was done and its `changes`. */
export function auditAccount(
  db: DbOrTx,
  actor: Actor,
  account: Pick<AccountRow, 'id' | 'name'>,
  detail: Record<string, unknown>,
) {
  return writeAudit(db, {
    type: 'ACCOUNT_CHANGE',
    userId: actor.id,
    username: actor.username,
    detail: { accountId: account.id, accountName: account.name, ...detail },
    clientAddress: actor.clientAddress,
  });
}

/** POST controlPanel/account: creates (id 0) or updates an active account; the name is given once, when new. */
export async function saveAccount(
  app: FastifyInstance,
  actor: Actor,
  request: AccountSaveRequest,
): Promise<AccountRow> {
  const flatFee = request.accountType === 'FLAT_FEE';
  const fields = {
    accountType: request.accountType,
    paymentMethod: request.paymentMethod,
    // A flat-fee account pays its rate level's cost; a monthly fee is for the other types.
    monthlyFee: flatFee ? '0' : centsToText(centsOf(request.monthlyFee)),
    flatFeeRateLevel: flatFee ? request.flatFeeRateLevel : 0,
    userReload: flatFee && request.flatFeeRateLevel > 0 ? request.userReload : false,
    landlinkAccount: request.landLinkAccount || null,
    postToLandLink: request.paymentMethod === 'CREDIT_CARD' ? request.postToLandLink : false,
    address: request.address,
    city: request.city,
    state: request.state,
    zip: request.zip,
    phone: request.phone,
    email: request.email,
  };
  if (flatFee && request.flatFeeRateLevel > 0) {
    const plans = await app.countyConfig.get('flatFee');
    const rate = plans.rates[request.flatFeeRateLevel - 1];
    if (!rate?.option) throw fieldError('flatFeeRateLevel', USER_ADMIN_MESSAGES.rateNotOffered);
  }
  return (app.db as Tx).transaction(async (tx) => {
    if (request.id === 0) {
      const [same] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`lower(${accounts.name}) = ${request.name.toLowerCase()}`);
      if (same) throw fieldError('name', USER_ADMIN_MESSAGES.accountNameTaken);
      const [created] = await tx
        .insert(accounts)
        .values({ ...fields, name: request.name })
        .returning();
      await auditAccount(tx, actor, created, {
        action: 'CREATE',
        changes: changedFields(null, created, AUDITED_FIELDS),
      });
      return created;
    }
    const existing = await findAccountRow(tx, request.id);
    if (existing.status !== 'A') throw new ApiError(400, USER_ADMIN_MESSAGES.accountNotActive);
    const [updated] = await tx
      .update(accounts)
      .set(fields)
      .where(eq(accounts.id, existing.id))
      .returning();
    await auditAccount(tx, actor, updated, {
      action: 'UPDATE',
      changes: changedFields(existing, updated, AUDITED_FIELDS),
    });
    return updated;
  });
}

/**
 * Activate or deactivate an account and its users (spec 3 §4 'Activate/Deactivate Account name and users?').
 * Deactivating makes its active users inactive and ends their sessions; activating makes its inactive users active
 * again (pending and locked users keep their status: they still need their own step).
 */
export async function toggleAccountStatus(
  db: DbOrTx,
  actor: Actor,
  accountId: number,
): Promise<'A' | 'I'> {
  return (db as Tx).transaction(async (tx) => {
    const account = await findAccountRow(tx, accountId);
    if (actor.accountId === account.id) throw new ApiError(400, USER_ADMIN_MESSAGES.ownAccount);
    const status = account.status === 'A' ? 'I' : 'A';
    await tx.update(accounts).set({ status }).where(eq(accounts.id, account.id));
    const from = status === 'I' ? 'A' : 'I';
    const changed = await tx
      .update(users)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(users.accountId, account.id), eq(users.status, from)))
      .returning({ id: users.id });
    if (status === 'I' && changed.length)
      await tx.delete(sessions).where(
        inArray(
          sessions.userId,
          changed.map((u) => u.id),
        ),
      );
    await auditAccount(tx, actor, account, {
      action: 'STATUS',
      from: account.status,
      to: status,
      users: changed.length,
      changes: changedFields(account, { status }, ['status']),
    });
    return status;
  });
}

/** Delete an account and its users ('Delete account name and users?'); the ledger keeps its history. */
export async function deleteAccount(db: DbOrTx, actor: Actor, accountId: number): Promise<void> {
  await (db as Tx).transaction(async (tx) => {
    const account = await findAccountRow(tx, accountId);
    if (actor.accountId === account.id) throw new ApiError(400, USER_ADMIN_MESSAGES.ownAccount);
    const removed = await tx
      .delete(users)
      .where(eq(users.accountId, account.id))
      .returning({ id: users.id });
    await tx.delete(accounts).where(eq(accounts.id, account.id));
    await auditAccount(tx, actor, account, { action: 'DELETE', users: removed.length });
  });
}
