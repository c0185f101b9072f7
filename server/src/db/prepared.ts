import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { StatementTimings } from '../lib/statement-timings';

/*
 * Statements PostgreSQL keeps prepared, per connection. A search's statement is long (its window, its count, the
 * history's write and read, the balances and the page's rows: search/plan.ts) and, sent unnamed, is parsed and
 * planned again on every call: 0.3 to 0.9 ms of the database's CPU, more than a document number search takes to
 * run. Named, it is parsed once per connection, and after five executions PostgreSQL's plan cache keeps one
 * generic plan when that plan costs no more than the custom ones (plan_cache_mode auto, the default).
 *
 * Marked (search/plan.ts PlanOptions, name-plan.ts): the name search, whose walk of the name index is spelled out
 * in the SQL, and one document number or a book and page, equality on their own index. Their generic plans read
 * the indexes their custom plans read (search-plans.test.ts checks it). LIMIT and OFFSET stay parameters: a generic
 * plan then costs as if a tenth of the rows were wanted, and the name search's walks the number-order index (written
 * into the text instead, the generic plan chosen sorted every surname of a common name: 4.8 ms against 2.6 for page
 * 3 of SMITH). Forcing custom plans on every connection cost the mixed load 30% (649-719
 * requests/s against 888-919): the names' planning is a quarter of their database time.
 *
 * Not marked, planned per call: the searches whose best plan depends on their values. A parcel search, prepared in
 * a first try, settled on a generic plan that read every document of the date range, 230 ms alone and up to 3.5 s
 * under load where its custom plan takes 0.2 ms; a number range's generic plan counts by a bitmap of the whole
 * range; a date range is read by date when narrow and in number order when wide (bench/README.md, "Search").
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

export type PreparingClientConfig = pg.ClientConfig & {
  preparedStatements?: number;
  /** Told how long each statement took (monitoring's statement figures); the pool passes its options here. */
  statementTimings?: StatementTimings;
};

type QueryConfigWithText = pg.QueryConfig & { name?: string };

/** node-postgres's internal record of the statements parsed on a connection (pg/lib/connection.js). */
type ConnectionInternals = { parsedStatements: Record<string, string> };

function marked(text: string): boolean {
  return text.startsWith(PREPARED_MARK);
}

/** A node-postgres client that names the marked statements and keeps a bounded set of them per connection. */
export class PreparingClient extends pg.Client {
  private readonly limit: number;
  private readonly timings: StatementTimings | undefined;
  /** Names this connection prepared, least recently used first. */
  private readonly kept = new Map<string, true>();

  constructor(config?: PreparingClientConfig | string) {
    super(config);
    this.limit =
      (typeof config === 'object' && config.preparedStatements) || PREPARED_PER_CONNECTION;
    this.timings = typeof config === 'object' ? config.statementTimings : undefined;
  }

  // node-postgres's overloads are many; every form passes through, a marked one named first.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && marked(config)) {
      config = { text: config, name: this.keep(config) };
    } else if (
      config &&
      typeof config === 'object' &&
      !config.name &&
      typeof config.text === 'string' &&
      marked(config.text)
    ) {
      config = { ...(config as QueryConfigWithText), name: this.keep(config.text) };
    }
    return this.timed(config, values, callback);
  }

  /** Sends the statement, timing it from here to its answer while monitoring listens (lib/statement-timings.ts). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private timed(config: any, values?: any, callback?: any): any {
    const timings = this.timings;
    // A COPY stream (a Submittable) is timed by nobody: it answers when its caller ends it.
    if (!timings?.observed || typeof config?.submit === 'function')
      return super.query(config, values, callback);
    const started = performance.now();
    const done = () => timings.record(performance.now() - started);
    // The pool passes a callback (values may be left out, the callback in their place).
    if (typeof values === 'function')
      return super.query(config, (err: unknown, res: unknown) => (done(), values(err, res)));
    if (typeof callback === 'function')
      return super.query(
        config,
        values,
        (err: unknown, res: unknown) => (done(), callback(err, res)),
      );
    const result = super.query(config, values);
    if (result && typeof result.then === 'function') result.then(done, done);
    return result;
  }

  private keep(text: string): string {
    const name = `lrp_${createHash('sha1').update(text).digest('base64url')}`;
    this.kept.delete(name);
    this.kept.set(name, true);
    if (this.kept.size > this.limit) {
      const [oldest] = this.kept.keys();
      this.kept.delete(oldest);
      // Forgotten now, deallocated in turn: a later call with that text is parsed again after the deallocation.
      delete (this as unknown as { connection: ConnectionInternals }).connection.parsedStatements[
        oldest
      ];
      super.query(`deallocate "${oldest}"`).catch(() => undefined);
    }
    return name;
  }
}
