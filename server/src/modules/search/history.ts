import {
  SEARCH_HISTORY_SIZE,
  searchPath,
  type SearchHistoryEntry,
  type SearchTypeKey,
  type SortDirection,
} from '@lrp/shared/contract';
import { and, eq, sql } from 'drizzle-orm';
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

type HistoryRow = {
  search_type: string;
  criteria: Record<string, unknown>;
  display_criteria: { key: string; value: string }[];
  long_description: string;
  page_number: number;
  sort_key: string;
  sort_direction: SortDirection;
  searched_at: string | Date;
};

const COLUMNS = sql.raw(
  'search_type, criteria, display_criteria, long_description, page_number, sort_key, sort_direction, searched_at',
);

function entry(r: HistoryRow): SearchHistoryEntry {
  return {
    link: searchPath(r.search_type as SearchTypeKey),
    type: r.search_type as SearchTypeKey,
    criteriaJson: JSON.stringify(r.criteria),
    displayCriteria: r.display_criteria,
    longDescription: r.long_description,
    pageNumber: r.page_number,
    sortKey: r.sort_key,
    sortDirection: r.sort_direction,
    searchedAt: new Date(r.searched_at).toISOString(),
  };
}

export async function readHistory(db: DbOrTx, userId: number): Promise<SearchHistoryEntry[]> {
  const result = await db.execute<HistoryRow>(sql`
    select ${COLUMNS} from search_history where user_id = ${userId} order by searched_at desc, id desc limit ${SEARCH_HISTORY_SIZE}`);
  return result.rows.map(entry);
}

/**
 * A new search: on top of the list (an earlier entry of the same search leaves), the oldest beyond the size drop.
 * One statement: it keeps the newest SEARCH_HISTORY_SIZE - 1 other entries, deletes the rest, inserts the new one
 * and answers the list as it now is.
 */
export async function recordSearch(
  db: DbOrTx,
  userId: number,
  e: HistoryRecord,
): Promise<SearchHistoryEntry[]> {
  const result = await db.execute<HistoryRow & { id: string | number }>(sql`
    with kept as (
      select id from search_history
      where user_id = ${userId} and not (search_type = ${e.type} and criteria_hash = ${e.criteriaHash})
      order by searched_at desc, id desc limit ${SEARCH_HISTORY_SIZE - 1}
    ), trimmed as (
      delete from search_history where user_id = ${userId} and id not in (select id from kept)
    ), inserted as (
      insert into search_history (user_id, search_type, criteria, criteria_hash, display_criteria, long_description, page_number, sort_key, sort_direction)
      values (${userId}, ${e.type}, ${JSON.stringify(e.criteria)}::jsonb, ${e.criteriaHash}, ${JSON.stringify(e.displayCriteria)}::jsonb, ${e.longDescription},
        ${e.pageNumber}, ${e.sortKey}, ${e.sortDirection})
      returning id, ${COLUMNS}
    )
    select id, ${COLUMNS} from inserted
    union all
    select id, ${COLUMNS} from search_history where id in (select id from kept)
    order by searched_at desc, id desc`);
  return result.rows.map(entry);
}

/** Paging or sorting a search: its entry (if it is still listed) remembers the page and the sort. */
export async function updatePaging(
  db: DbOrTx,
  userId: number,
  entry: Pick<HistoryRecord, 'type' | 'criteriaHash' | 'pageNumber' | 'sortKey' | 'sortDirection'>,
): Promise<void> {
  await db
    .update(searchHistory)
    .set({
      pageNumber: entry.pageNumber,
      sortKey: entry.sortKey,
      sortDirection: entry.sortDirection,
    })
    .where(
      and(
        eq(searchHistory.userId, userId),
        eq(searchHistory.searchType, entry.type),
        eq(searchHistory.criteriaHash, entry.criteriaHash),
      ),
    );
}
