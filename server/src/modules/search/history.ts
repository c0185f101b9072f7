import { SEARCH_HISTORY_SIZE, searchPath, type SearchHistoryEntry, type SearchTypeKey, type SortDirection } from '@lrp/shared/contract';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { searchHistory } from '../../db/schema';

/*
 * Recent Searches (spec 2 §2): the newest SEARCH_HISTORY_SIZE searches of a user, kept on the server. Running a
 * search again moves its entry to the top; paging and sorting it update the page and sort it replays with.
 * GUEST (the shared public login) has none.
 */

export type HistoryRecord = {
  type: SearchTypeKey;
  criteria: Record<string, unknown>;
  criteriaHash: string;
  displayCriteria: { key: string; value: string }[];
  longDescription: string;
  pageNumber: number;
  sortKey: string;
  sortDirection: SortDirection;
};

export async function readHistory(db: DbOrTx, userId: number): Promise<SearchHistoryEntry[]> {
  const rows = await db
    .select()
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
    .limit(SEARCH_HISTORY_SIZE);
  return rows.map((r) => ({
    link: searchPath(r.searchType as SearchTypeKey),
    type: r.searchType as SearchTypeKey,
    criteriaJson: JSON.stringify(r.criteria),
    displayCriteria: r.displayCriteria,
    longDescription: r.longDescription,
    pageNumber: r.pageNumber,
    sortKey: r.sortKey,
    sortDirection: r.sortDirection,
    searchedAt: r.searchedAt.toISOString(),
  }));
}

/** A new search: on top of the list (an earlier entry of the same search leaves), the oldest beyond the size drop. */
export async function recordSearch(db: DbOrTx, userId: number, entry: HistoryRecord): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(searchHistory)
      .where(and(eq(searchHistory.userId, userId), eq(searchHistory.searchType, entry.type), eq(searchHistory.criteriaHash, entry.criteriaHash)));
    await tx.insert(searchHistory).values({ userId, searchType: entry.type, ...entry });
    const keep = await tx
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId))
      .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.id))
      .limit(SEARCH_HISTORY_SIZE);
    await tx.delete(searchHistory).where(
      and(
        eq(searchHistory.userId, userId),
        notInArray(
          searchHistory.id,
          keep.map((k) => k.id),
        ),
      ),
    );
  });
}

/** Paging or sorting a search: its entry (if it is still listed) remembers the page and the sort. */
export async function updatePaging(
  db: DbOrTx,
  userId: number,
  entry: Pick<HistoryRecord, 'type' | 'criteriaHash' | 'pageNumber' | 'sortKey' | 'sortDirection'>,
): Promise<void> {
  const listed = await db
    .select({ id: searchHistory.id })
    .from(searchHistory)
    .where(and(eq(searchHistory.userId, userId), eq(searchHistory.searchType, entry.type), eq(searchHistory.criteriaHash, entry.criteriaHash)));
  if (!listed.length) return;
  await db
    .update(searchHistory)
    .set({ pageNumber: entry.pageNumber, sortKey: entry.sortKey, sortDirection: entry.sortDirection })
    .where(
      inArray(
        searchHistory.id,
        listed.map((l) => l.id),
      ),
    );
}
