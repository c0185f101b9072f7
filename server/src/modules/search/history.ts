import {
  ALL_PAGES,
  SEARCH_HISTORY_SIZE,
  searchPath,
  type SearchHistoryEntry,
  type SearchTypeKey,
  type SortDirection,
} from '@lrp/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

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

/** What a search call does to Recent Searches: records a new search, remembers a page and sort, or only reads. */
export type HistoryChange =
  | { kind: 'record'; entry: HistoryRecord }
  | {
      kind: 'page';
      entry: Pick<
        HistoryRecord,
        'type' | 'criteriaHash' | 'pageNumber' | 'sortKey' | 'sortDirection'
      >;
    }
  | { kind: 'read' };

/**
 * What a search call does to Recent Searches: a new search (its first page, or the first of its background
 * batches) is recorded, paging or sorting it remembers the page and the sort, a later batch or the Print only reads.
 */
export function historyChangeKind(paging: {
  updateHistory: boolean;
  batch: number;
  pageNumber: number;
}): HistoryChange['kind'] {
  if (paging.pageNumber === ALL_PAGES) return 'read';
  if (paging.updateHistory && paging.batch <= 1) return 'record';
  return paging.batch === 0 ? 'page' : 'read';
}

const LATEST = sql`order by searched_at desc, id desc`;

/** The list after the change, as the CTE `history` of the statement that makes it. */
function historyCtes(userId: number, change: HistoryChange): SQL {
  if (change.kind === 'record') {
    // A new search: on top of the list (an earlier entry of the same search leaves), the oldest beyond the size drop.
    const e = change.entry;
    return sql`kept as (
      select id from search_history
      where user_id = ${userId} and not (search_type = ${e.type} and criteria_hash = ${e.criteriaHash})
      ${LATEST} limit ${SEARCH_HISTORY_SIZE - 1}
    ), trimmed as (
      delete from search_history where user_id = ${userId} and id not in (select id from kept)
    ), inserted as (
      insert into search_history (user_id, search_type, criteria, criteria_hash, display_criteria, long_description, page_number, sort_key, sort_direction)
      values (${userId}, ${e.type}, ${JSON.stringify(e.criteria)}::jsonb, ${e.criteriaHash}, ${JSON.stringify(e.displayCriteria)}::jsonb, ${e.longDescription},
        ${e.pageNumber}, ${e.sortKey}, ${e.sortDirection})
      returning id, ${COLUMNS}
    ), history as (
      select id, ${COLUMNS} from inserted
      union all
      select id, ${COLUMNS} from search_history where id in (select id from kept)
    )`;
  }
  if (change.kind === 'page') {
    // Paging or sorting a search: its entry (if it is still listed) remembers the page and the sort.
    const e = change.entry;
    return sql`paged as (
      update search_history set page_number = ${e.pageNumber}, sort_key = ${e.sortKey}, sort_direction = ${e.sortDirection}
      where user_id = ${userId} and search_type = ${e.type} and criteria_hash = ${e.criteriaHash}
      returning id, page_number, sort_key, sort_direction
    ), history as (
      select h.id, h.search_type, h.criteria, h.display_criteria, h.long_description,
        coalesce(p.page_number, h.page_number) as page_number, coalesce(p.sort_key, h.sort_key) as sort_key,
        coalesce(p.sort_direction, h.sort_direction) as sort_direction, h.searched_at
      from search_history h left join paged p on p.id = h.id
      where h.user_id = ${userId} order by h.searched_at desc, h.id desc limit ${SEARCH_HISTORY_SIZE}
    )`;
  }
  return sql`history as (
    select id, ${COLUMNS} from search_history where user_id = ${userId} ${LATEST} limit ${SEARCH_HISTORY_SIZE}
  )`;
}

/**
 * The change as riders of the search's own statement (plan.ts): its CTEs, and the column `history` holding the list
 * as it now is, newest first (read it with `historyOf`).
 */
export function historyRiders(userId: number, change: HistoryChange): { ctes: SQL; columns: SQL } {
  return {
    ctes: historyCtes(userId, change),
    columns: sql`(select coalesce(json_agg(h ${LATEST}), '[]') from history h) as history`,
  };
}

/** The list out of the riders' answer. */
export function historyOf(answered: Record<string, unknown>): SearchHistoryEntry[] {
  return (answered.history as HistoryRow[]).map(entry);
}

/** A user's list (the current user's call), by the same statement as a search that changes nothing. */
export async function readHistory(db: DbOrTx, userId: number): Promise<SearchHistoryEntry[]> {
  const { ctes, columns } = historyRiders(userId, { kind: 'read' });
  const [row] = (await db.execute<Record<string, unknown>>(sql`with ${ctes} select ${columns}`))
    .rows;
  return historyOf(row);
}
