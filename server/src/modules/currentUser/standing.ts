import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../../db/schema';
import { findAccountWithAccess } from './service';

/*
 * An account's standing: what a search checks before it runs (the account's type and payment method, which decide
 * who pays, and its page access), without its balances. Instances keep it with the sessions counter of
 * cache_generations: migration 0013 moves that counter whenever any of it changes, but not when only the balances
 * or the account tasks' dates do (they change with every charge). A search reads the balances in its own
 * statement instead (`balanceColumn`), after its charge.
 */

type Balances =
  'escrowBalance' | 'imagesRemaining' | 'lastTasks' | 'lastBilled' | 'lastImageRenewal';
export type AccountStanding = Omit<AccountRow, Balances>;
/** What the header's usage balance is made of (usageBalanceOf). */
export type AccountBalances = Pick<
  AccountRow,
  'accountType' | 'flatFeeRateLevel' | 'imagesRemaining' | 'escrowBalance'
>;

/** The account's standing and page access, read once per change of either. */
export function accountStanding(
  app: Pick<FastifyInstance, 'db' | 'standingCache'>,
  accountId: number | null,
): Promise<{ account: AccountStanding | null; flags: Record<string, boolean> }> {
  return app.standingCache.get(`standing:${accountId}`, async () => {
    const { account, flags } = await findAccountWithAccess(app.db, accountId);
    if (!account) return { account: null, flags };
    const {
      escrowBalance: _escrow,
      imagesRemaining: _images,
      lastTasks: _tasks,
      lastBilled: _billed,
      lastImageRenewal: _renewal,
      ...standing
    } = account;
    return { account: standing, flags };
  });
}

/** The account's balances as the column `balance` of a statement (null without an account). */
export function balanceColumn(accountId: number | null): SQL | null {
  if (accountId === null) return null;
  return sql`(select json_build_object('accountType', a.account_type, 'flatFeeRateLevel', a.flat_fee_rate_level,
    'imagesRemaining', a.images_remaining, 'escrowBalance', a.escrow_balance::text)
    from accounts a where a.id = ${accountId}) as balance`;
}

/** The balances out of that column. */
export function balancesOf(answered: Record<string, unknown>): AccountBalances | null {
  return (answered.balance as AccountBalances | null | undefined) ?? null;
}
