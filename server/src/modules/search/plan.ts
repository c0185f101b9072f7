import {
  ALL_PAGES,
  RESULTS_BATCH_SIZE,
  RESULTS_PAGE_SIZE,
  RESULTS_TRUNCATION,
} from '@lrp/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { intArray } from './sql';

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

/**
 * What a search's statement carries besides its window and count, so that a search call is one round trip to the
 * database: `ctes` run first (the history's write and read: history.ts), `columns` answer what they made, and
 * `rows(ids)` is a lateral subquery over the window's ids (an int[] expression) answering more columns (the
 * documents' rows as JSON: document-rows.ts). Each is asked for at most once per call.
 */
export type Riders = {
  ctes: SQL | null;
  columns: SQL | null;
  rows: ((ids: SQL) => SQL) | null;
};

export const NO_RIDERS: Riders = { ctes: null, columns: null, rows: null };

/** The window's ids, the capped count, and the riders' columns (by their names). */
export type Matches = { ids: number[]; total: number; riders: Record<string, unknown> };

/**
 * `query` (one row: the window and its count) with the riders: `ids` computes the window's ids from its columns
 * (as `w.<column>`). Both are materialized, so that the search runs once however many columns read it.
 */
export function withRiders(riders: Riders, query: SQL, ids: SQL): SQL {
  const ctes = riders.ctes ? sql`${riders.ctes}, ` : sql``;
  const columns = riders.columns ? sql`, ${riders.columns}` : sql``;
  const rows = riders.rows ? sql`, ${riders.rows(sql`r.ids`)}` : sql``;
  return sql`with ${ctes}w as materialized (${query}), r as materialized (select ${ids} as ids from w)
    select w.*${columns}${riders.rows ? sql`, rows.*` : sql``} from w, r${rows}`;
}

/** The riders alone, for windows found by more than one statement: one more round trip. */
async function ridersAlone(
  db: DbOrTx,
  riders: Riders,
  ids: readonly number[],
): Promise<Record<string, unknown>> {
  if (!riders.ctes && !riders.columns && !riders.rows) return {};
  const [{ window_ids: _ids, ...row }] = (
    await db.execute<Record<string, unknown>>(
      withRiders(riders, sql`select ${intArray(ids)} as window_ids`, sql`w.window_ids`),
    )
  ).rows;
  return row;
}

/** The rows' columns alone, when the window changed after the statement that ran the riders. */
export async function rowsAgain(
  db: DbOrTx,
  riders: Riders,
  ids: readonly number[],
  answered: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (!riders.rows) return answered;
  return { ...answered, ...(await ridersAlone(db, { ...NO_RIDERS, rows: riders.rows }, ids)) };
}

/**
 * A search's SQL: `page` selects the window's ids (column `id`) in order; `count` counts the matches up to the
 * truncation, or is null when `page` carries the count itself (column `total`, a window function).
 */
export type SearchPlan = {
  page(window: ResultWindow): SQL;
  count(): SQL | null;
  /** A plan that finds its window its own way, in one statement with the riders; `page` and `count` are then what it runs. */
  find?(db: DbOrTx, window: ResultWindow, riders: Riders): Promise<Matches>;
  /** Its statement is sent prepared (PlanOptions): PostgreSQL may answer it with one generic plan. */
  prepared?: boolean;
};

/**
 * How a plan's statement is sent: `prepared` when its plan does not depend on its values, so that each connection
 * parses it once and may keep one generic plan (db/prepared.ts says which may).
 */
export type PlanOptions = { prepared?: boolean };

/**
 * A plan over one table expression: `from` joined as needed, `id` its row id, `where` and `order` as built. It finds
 * the window and the count in one statement (one round trip to the database), with the riders.
 */
export function tablePlan(
  from: SQL,
  id: SQL,
  where: SQL,
  order: SQL,
  options: PlanOptions = {},
): SearchPlan {
  const page = (w: ResultWindow) =>
    sql`select ${id} as id from ${from} where ${where} order by ${order} limit ${w.limit} offset ${w.offset}`;
  const count = () =>
    sql`select count(*)::int as n from (select 1 from ${from} where ${where} limit ${RESULTS_TRUNCATION}) c`;
  return {
    page,
    count,
    prepared: options.prepared ?? false,
    find: async (db, w, riders) => {
      const ids = w.limit > 0 ? sql`array(${page(w)})` : sql`'{}'::int[]`;
      const statement = withRiders(
        riders,
        sql`select ${ids} as ids, (${count()}) as n`,
        sql`w.ids`,
      );
      const [{ ids: found, n, ...answered }] = (
        await db.execute<{ ids: number[]; n: number }>(
          options.prepared ? prepared(statement) : statement,
        )
      ).rows;
      return { ids: found, total: n, riders: answered };
    },
  };
}

/** Finds the window's ids and the count, and answers the riders (in the same statement when the plan can). */
export async function runPlan(
  db: DbOrTx,
  plan: SearchPlan,
  window: ResultWindow,
  riders: Riders = NO_RIDERS,
): Promise<Matches> {
  if (plan.find) return plan.find(db, window, riders);
  const matches = await windowAndCount(db, plan, window);
  return { ...matches, riders: await ridersAlone(db, riders, matches.ids) };
}

/** A plan without its own `find`: the page and the count side by side, or the page with its window count. */
async function windowAndCount(
  db: DbOrTx,
  plan: SearchPlan,
  window: ResultWindow,
): Promise<{ ids: number[]; total: number }> {
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
