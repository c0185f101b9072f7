import type { Role, UserListItem, userListRequestSchema } from '@lrp/contract';
import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { ROLE_DESCRIPTIONS } from '../../db/seed/reference-data';
import { likeContaining } from '../../lib/like';
import type { z } from 'zod';

export type UserListFilters = z.output<typeof userListRequestSchema>;

/** Who may see whom: TRIMIN everyone, COUNTY everyone but TRIMIN, ACCOUNT its own account's users. */
export type UserListScope = { role: Role; accountId: number | null };

export async function listUsers(
  db: DbOrTx,
  scope: UserListScope,
  filters: UserListFilters,
): Promise<UserListItem[]> {
  const where: SQL[] = [];
  if (scope.role === 'ACCOUNT') {
    // An account administrator sees only its own account, whatever account the request names.
    where.push(scope.accountId === null ? sql`false` : eq(users.accountId, scope.accountId));
  } else {
    if (scope.role === 'COUNTY') where.push(ne(users.role, 'TRIMIN'));
    if (filters.accountId !== null) where.push(eq(users.accountId, filters.accountId));
  }
  if (filters.statusType !== 'ALL') where.push(eq(users.status, filters.statusType));
  const text = filters.filterText.trim();
  if (text) {
    const pattern = likeContaining(text.toLowerCase());
    where.push(
      or(
        sql`${users.usernameLower} like ${pattern}`,
        sql`lower(${users.firstName}) like ${pattern}`,
        sql`lower(${users.lastName}) like ${pattern}`,
        sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
        sql`lower(${accounts.name}) like ${pattern}`,
      )!,
    );
  }
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      accountId: users.accountId,
      accountName: accounts.name,
      role: users.role,
      status: users.status,
    })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(...where))
    .orderBy(asc(users.usernameLower));
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    fullName: `${r.firstName} ${r.lastName}`.trim(),
    accountId: r.accountId,
    accountName: r.accountName,
    role: r.role,
    roleDescription: ROLE_DESCRIPTIONS[r.role],
    status: r.status,
  }));
}
