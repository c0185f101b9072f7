import type { CodeDescription } from '@lrp/contract';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, referenceLists, users } from '../../db/schema';
import { likeContaining } from '../../lib/like';

/** The most entries a picker answers (it pages 10 at a time). */
export const PICKER_LIMIT = 500;

/** Named code/description lists, in the order asked for; a list with no rows comes back empty. */
export async function readCodeLists(
  db: DbOrTx,
  names: readonly string[],
): Promise<{ name: string; codeDescriptionResults: CodeDescription[] }[]> {
  const rows = await db
    .select()
    .from(referenceLists)
    .where(inArray(referenceLists.listName, [...names]))
    .orderBy(asc(referenceLists.listName), asc(referenceLists.sortOrder));
  return names.map((name) => ({
    name,
    codeDescriptionResults: rows
      .filter((r) => r.listName === name)
      .map((r) => ({ code: r.code, description: r.description })),
  }));
}

/**
 * The user picker: users whose username or name contains the text, as code (user id) and description
 * ("username (First Last)"); only one account's users when `accountId` is given.
 */
export async function findUsers(
  db: DbOrTx,
  filterText: string,
  accountId: number | null,
): Promise<CodeDescription[]> {
  const like = likeContaining(filterText);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(
      and(
        accountId === null ? undefined : eq(users.accountId, accountId),
        filterText
          ? or(
              ilike(users.username, like),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.usernameLower))
    .limit(PICKER_LIMIT);
  return rows.map((u) => ({
    code: String(u.id),
    description: `${u.username} (${`${u.firstName} ${u.lastName}`.trim()})`,
  }));
}

/** The account picker: accounts whose name contains the text. */
export async function findAccounts(db: DbOrTx, filterText: string): Promise<CodeDescription[]> {
  const rows = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(filterText ? ilike(accounts.name, likeContaining(filterText)) : undefined)
    .orderBy(asc(accounts.name))
    .limit(PICKER_LIMIT);
  return rows.map((a) => ({ code: String(a.id), description: a.name }));
}
