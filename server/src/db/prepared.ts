import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';

/*
 * Statements PostgreSQL keeps prepared, per connection. A search's statement is long (its window, its count, the
 * history's write and read and the page's rows: search/plan.ts) and, sent unnamed, is parsed and planned again on
 * every call: 0.3 ms of the database's CPU for a document number, more than the search takes to run. Named, it is
 * parsed once per connection, and after five executions PostgreSQL's plan cache keeps one generic plan when that
 * plan costs no more than the custom ones (plan_cache_mode auto).
 *
 * Only statements whose plan does not depend on their values may ask for this (search/plan.ts PlanOptions): one
 * document number (a probe of the number's index) and a book and page (of the book's index). Their LIMIT and
 * OFFSET are written into the text (search/sql.ts rowCount): with parameters there a generic plan is costed as if a
 * tenth of the rows were wanted and is never chosen.
 *
 * A search whose best plan depends on its values must not ask, and most do. A date range is read by date when it
 * is narrow and in number order when it is wide. A name search looks its surnames up in number order when the
 * dates keep most of their names and sorts them when the dates keep few: its generic plan, which cannot know,
 * sorted every surname of a common name (page 3 of SMITH: 4.8 ms against 2.6 ms planned per call). A document
 * number range's generic plan counted with a bitmap scan, which reads the whole range before the count's limit.
 * A parcel's generic plan may read the documents of the date range by date instead of the parcel's few by key;
 * prepared in a first try, it took 230 ms alone and up to 3.5 s under load where its custom plan took 0.2 ms
 * (bench/README.md, "Search"). search-plans.test.ts checks that the generic plan of every search that asks reads
 * the same indexes as the plan made for its values (and fails for a parcel).
 *
 * A statement asks by starting with PREPARED_MARK (`prepared(query)`). Its name is a hash of its text, so two
 * calls share a statement exactly when their SQL is the same (every value is a parameter). Each connection keeps
 * at most `preparedStatements` of them and deallocates the least recently used one beyond that.
 *
 * node-postgres only: the embedded PGlite runs in this process and has no round trip to save.
 */

export const PREPARED_MARK = '/* prepared */ ';

/** `query`, marked to be kept prepared on the connection that runs it. */
export function prepared(query: SQL): SQL {
  return sql`${sql.raw(PREPARED_MARK)}${query}`;
}

/** How many marked statements a connection keeps unless the pool says otherwise. */
export const PREPARED_PER_CONNECTION = 64;

export type PreparingClientConfig = pg.ClientConfig & { preparedStatements?: number };

type QueryConfigWithText = pg.QueryConfig & { name?: string };

/** node-postgres's internal record of the statements parsed on a connection (pg/lib/connection.js). */
type ConnectionInternals = { parsedStatements: Record<string, string> };

function marked(text: string): boolean {
  return text.startsWith(PREPARED_MARK);
}

/** A node-postgres client that names the marked statements and keeps a bounded set of them per connection. */
export class PreparingClient extends pg.Client {
  private readonly limit: number;
  /** Names this connection prepared, least recently used first. */
  private readonly kept = new Map<string, true>();

  constructor(config?: PreparingClientConfig | string) {
    super(config);
    this.limit = (typeof config === 'object' && config.preparedStatements) || PREPARED_PER_CONNECTION;
  }

  // node-postgres's overloads are many; every form passes through, a marked one named first.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && marked(config)) {
      config = { text: config, name: this.keep(config) };
    } else if (config && typeof config === 'object' && !config.name && typeof config.text === 'string' && marked(config.text)) {
      config = { ...(config as QueryConfigWithText), name: this.keep(config.text) };
    }
    return super.query(config, values, callback);
  }

  private keep(text: string): string {
    const name = `lrp_${createHash('sha1').update(text).digest('base64url')}`;
    this.kept.delete(name);
    this.kept.set(name, true);
    if (this.kept.size > this.limit) {
      const [oldest] = this.kept.keys();
      this.kept.delete(oldest);
      // Forgotten now, deallocated in turn: a later call with that text is parsed again after the deallocation.
      delete (this as unknown as { connection: ConnectionInternals }).connection.parsedStatements[oldest];
      super.query(`deallocate "${oldest}"`).catch(() => undefined);
    }
    return name;
  }
}
