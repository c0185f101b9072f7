import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documents } from '../../db/schema';

/*
 * The documents a scan's document number names: documents.display_doc_number first (the number as the county
 * prints it), then documents.doc_number for a number not found that way. The numbers are looked up in batches
 * (one query a batch, not one per document).
 */

const BATCH = 500;
/** doc_number is a bigint read as a JavaScript number: longer digit strings cannot be one. */
const DIGITS = /^\d{1,15}$/;

/** The ids of the documents each number names (none, one, or several when the number is ambiguous). */
export async function findDocuments(
  db: DbOrTx,
  numbers: readonly string[],
): Promise<Map<string, number[]>> {
  const found = new Map<string, number[]>();
  const add = (number: string, id: number) => found.set(number, [...(found.get(number) ?? []), id]);
  for (let at = 0; at < numbers.length; at += BATCH) {
    const batch = numbers.slice(at, at + BATCH);
    const shown = await db
      .select({ id: documents.id, number: documents.displayDocNumber })
      .from(documents)
      .where(inArray(documents.displayDocNumber, batch));
    for (const row of shown) add(row.number, row.id);
    const rest = batch.filter((n) => !found.has(n) && DIGITS.test(n));
    if (rest.length === 0) continue;
    const byNumber = new Map<number, string[]>();
    for (const n of rest) byNumber.set(Number(n), [...(byNumber.get(Number(n)) ?? []), n]);
    const numbered = await db
      .select({ id: documents.id, number: documents.docNumber })
      .from(documents)
      .where(inArray(documents.docNumber, [...byNumber.keys()]));
    for (const row of numbered) for (const n of byNumber.get(row.number) ?? []) add(n, row.id);
  }
  return found;
}
