import type { FeeSchedule } from '@lrp/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, type AccountRow, type UserRow } from '../../db/schema';
import { centsToNumber, formatCents, type Cents } from '../../lib/cents';

/*
 * Buying images without dead ends: when the balance cannot pay an order, the fee schedule says what it is short
 * of (the money missing from the escrow balance, or the flat-fee images missing) and who can add it: the account
 * administrators of the user's account (role ACCOUNT, active), by name, when the county lets them add it. The
 * browser words it in the user's language; Add to Escrow suggests the deposit that covers the shortfall.
 */

type Shortfall = NonNullable<FeeSchedule['shortfall']>;
/** The county's deposit limits (county group escrow), in dollars. */
type DepositLimits = { minReloadAmount: number; maxReloadAmount: number };

/** The active account administrators of an account, by name (the user excluded), surname first in order. */
async function accountAdministrators(
  db: DbOrTx,
  accountId: number,
  exceptUserId: number,
): Promise<string[]> {
  const rows = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.role, 'ACCOUNT'),
        eq(users.status, 'A'),
        ne(users.id, exceptUserId),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.username));
  return rows.map((r) => `${r.firstName} ${r.lastName}`.trim() || r.username);
}

/**
 * The deposit Add to Escrow suggests for money missing: the shortfall, but at least the county's smallest deposit
 * and at most its largest (a deposit the server would refuse is no way on), in dollars.
 */
export function suggestedDeposit(missing: Cents, limits: DepositLimits): number {
  const dollars = Math.max(centsToNumber(missing), limits.minReloadAmount);
  return limits.maxReloadAmount > 0 ? Math.min(dollars, limits.maxReloadAmount) : dollars;
}

/**
 * An escrow account's shortfall for an order of `total`, or null when the balance pays it. `adminsMayAdd`: the
 * account's administrators can add money (the account is active and the county lets them reload by card).
 */
export async function escrowShortfall(
  db: DbOrTx,
  input: {
    user: UserRow;
    account: AccountRow;
    balance: Cents;
    total: Cents;
    adminsMayAdd: boolean;
    limits: DepositLimits;
  },
): Promise<Shortfall | null> {
  const missing = input.total - input.balance;
  if (missing <= 0) return null;
  return {
    account: input.account.name,
    amount: formatCents(missing),
    deposit: suggestedDeposit(missing, input.limits),
    images: null,
    administrators: input.adminsMayAdd
      ? await accountAdministrators(db, input.account.id, input.user.id)
      : [],
  };
}

/**
 * A flat-fee account's shortfall in images, or null when the images remaining cover the order (or are unlimited:
 * the caller says so). `adminsMayAdd`: the county lets account administrators buy more images.
 */
export async function imagesShortfall(
  db: DbOrTx,
  input: {
    user: UserRow;
    account: AccountRow;
    remaining: number;
    needed: number;
    adminsMayAdd: boolean;
  },
): Promise<Shortfall | null> {
  const missing = input.needed - input.remaining;
  if (missing <= 0) return null;
  return {
    account: input.account.name,
    amount: null,
    deposit: null,
    images: missing,
    administrators: input.adminsMayAdd
      ? await accountAdministrators(db, input.account.id, input.user.id)
      : [],
  };
}
