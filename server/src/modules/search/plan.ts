import {
  ALL_PAGES,
  RESULTS_BATCH_SIZE,
  RESULTS_PAGE_SIZE,
  RESULTS_TRUNCATION,
} from '@lrp/shared/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/*
 * How a search finds its rows: a query plan answers the ids of one window of the results in the order asked,
 * and how many there are (at most RESULTS_TRUNCATION). The rows themselves are loaded afterwards, for the window
 * only, by the result kind's loader.
 */

/** Which rows of the (truncated) result set a call asks for. */
export type ResultWindow = { offset: number; limit: number };

/**
 * pageNumber -1: every row (Print); a batch 1..4: 25 rows of the page; else the page of 100. Never beyond the
 * truncation: a window past it is empty.
 */
export function resultWindow(pageNumber: number, batch: number): ResultWindow {
  if (pageNumber === ALL_PAGES) return { offset: 0, limit: RESULTS_TRUNCATION };
  const pageStart = (pageNumber - 1) * RESULTS_PAGE_SIZE;
  const offset = batch >= 1 ? pageStart + (batch - 1) * RESULTS_BATCH_SIZE : pageStart;
  const limit = batch >= 1 ? RESULTS_BATCH_SIZE : RESULTS_PAGE_SIZE;
  return { offset, limit: Math.max(0, Math.min(limit, RESULTS_TRUNCATION - offset)) };
}

export type Matches = { ids: number[]; total: number };

/**
 * A search's SQL: `page` selects the window's ids (column `id`) in order; `count` counts the matches up to the
 * truncation, or is null when `page` carries the count itself (column `total`, a window function).
 */
export type SearchPlan = {
  page(window: ResultWindow): SQL;
  count(): SQL | null;
  /** A plan that finds its window its own way (the name search); `page` and `count` are then what it runs. */
  find?(db: DbOrTx, window: ResultWindow): Promise<Matches>;
};

/**
 * A plan over one table expression: `from` joined as needed, `id` its row id, `where` and `order` as built. It finds
 * the window and the count in one statement (one round trip to the database).
 */
export function tablePlan(from: SQL, id: SQL, where: SQL, order: SQL): SearchPlan {
  const page = (w: ResultWindow) =>
    sql`select ${id} as id from ${from} where ${where} order by ${order} limit ${w.limit} offset ${w.offset}`;
  const count = () =>
    sql`select count(*)::int as n from (select 1 from ${from} where ${where} limit ${RESULTS_TRUNCATION}) c`;
  return {
    page,
    count,
    find: async (db, w) => {
      const ids = w.limit > 0 ? sql`array(${page(w)})` : sql`'{}'::int[]`;
      const [row] = (
        await db.execute<{ ids: number[]; n: number }>(sql`select ${ids} as ids, (${count()}) as n`)
      ).rows;
      return { ids: row.ids, total: row.n };
    },
  };
}

export async function runPlan(
  db: DbOrTx,
  plan: SearchPlan,
  window: ResultWindow,
): Promise<Matches> {
  if (plan.find) return plan.find(db, window);
  const countSql = plan.count();
  if (window.limit === 0) {
    const total = countSql ? (await db.execute<{ n: number }>(countSql)).rows[0].n : 0;
    return { ids: [], total };
  }
  if (countSql) {
    const [page, count] = await Promise.all([
      db.execute<{ id: number }>(plan.page(window)),
      db.execute<{ n: number }>(countSql),
    ]);
    return { ids: page.rows.map((r) => r.id), total: count.rows[0].n };
  }
  const page = await db.execute<{ id: number; total: string | number }>(plan.page(window));
  if (page.rows.length)
    return {
      ids: page.rows.map((r) => r.id),
      total: Math.min(Number(page.rows[0].total), RESULTS_TRUNCATION),
    };
  if (window.offset === 0) return { ids: [], total: 0 };
  // Past the last row: the window function saw nothing to count; ask for the first row's count.
  const first = await db.execute<{ total: string | number }>(plan.page({ offset: 0, limit: 1 }));
  return { ids: [], total: Math.min(Number(first.rows[0]?.total ?? 0), RESULTS_TRUNCATION) };
}
