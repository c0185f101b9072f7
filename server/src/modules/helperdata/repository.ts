import type { CodeDescription } from '@lrp/shared/contract';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { referenceLists } from '../../db/schema';

/** Named code/description lists, in the order asked for; a list with no rows comes back empty. */
export async function readCodeLists(db: DbOrTx, names: readonly string[]): Promise<{ name: string; codeDescriptionResults: CodeDescription[] }[]> {
  const rows = await db
    .select()
    .from(referenceLists)
    .where(inArray(referenceLists.listName, [...names]))
    .orderBy(asc(referenceLists.listName), asc(referenceLists.sortOrder));
  return names.map((name) => ({
    name,
    codeDescriptionResults: rows.filter((r) => r.listName === name).map((r) => ({ code: r.code, description: r.description })),
  }));
}
