import {
  isBlankParagraph,
  PARAGRAPH_LIMITS,
  type Paragraph,
  type ParagraphListName,
} from '@lrp/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paragraphLists } from '../../db/schema';

/*
 * The paragraph lists as the control panel edits them (spec 3 §2.3, §3). Rows are stored in `paragraph_lists`,
 * numbered from 1; blank rows are not stored. Login Page Links keeps its 12 slots: a link is stored at its slot's
 * number (1 to 12), so the gaps are the empty slots and the login page shows the links in the slots' order. The
 * pages read the same rows through the content cache (countyConfig/content-repository.ts); a change moves the
 * database's content counter (its triggers), so every instance reads the new rows on its next request.
 */

const blank = (): Paragraph => ({ heading: '', paragraphContent: '' });

/** A list as stored, in order, with each row's number. */
async function storedRows(db: DbOrTx, listName: ParagraphListName) {
  return db
    .select({
      position: paragraphLists.position,
      heading: paragraphLists.heading,
      paragraphContent: paragraphLists.paragraphContent,
    })
    .from(paragraphLists)
    .where(eq(paragraphLists.listName, listName))
    .orderBy(asc(paragraphLists.position));
}

/**
 * A list as its screen edits it: every stored row (a link that is not a web address too, so it can be corrected);
 * Login Page Links as its 12 slots (rows numbered outside 1 to 12 fill the empty slots in order).
 */
export async function readParagraphList(
  db: DbOrTx,
  listName: ParagraphListName,
): Promise<{ paragraphs: Paragraph[] }> {
  const rows = await storedRows(db, listName);
  const paragraph = (row: Paragraph): Paragraph => ({
    heading: row.heading,
    paragraphContent: row.paragraphContent,
  });
  if (listName !== 'loginPageLinks') return { paragraphs: rows.map(paragraph) };
  const slots = Array.from({ length: PARAGRAPH_LIMITS.loginLinkRows }, blank);
  const taken = new Set<number>();
  const unplaced: Paragraph[] = [];
  for (const row of rows) {
    const slot = row.position - 1;
    if (slot >= 0 && slot < slots.length && !taken.has(slot)) {
      slots[slot] = paragraph(row);
      taken.add(slot);
    } else unplaced.push(paragraph(row));
  }
  for (const row of unplaced) {
    const free = slots.findIndex((_, i) => !taken.has(i));
    if (free < 0) break;
    slots[free] = row;
    taken.add(free);
  }
  return { paragraphs: slots };
}

/**
 * Replaces a list (in the caller's transaction): blank rows dropped, the others numbered in order from 1, except
 * Login Page Links, whose links keep their slots' numbers.
 */
export async function replaceParagraphList(
  db: DbOrTx,
  listName: ParagraphListName,
  paragraphs: readonly Paragraph[],
): Promise<void> {
  const keepSlots = listName === 'loginPageLinks';
  const rows = paragraphs
    .map((p, i) => ({
      listName,
      position: i + 1,
      heading: p.heading.trim(),
      paragraphContent: p.paragraphContent.trim(),
    }))
    .filter((row) => !isBlankParagraph(row))
    .map((row, i) => (keepSlots ? row : { ...row, position: i + 1 }));
  await db.delete(paragraphLists).where(eq(paragraphLists.listName, listName));
  if (rows.length) await db.insert(paragraphLists).values(rows);
}
