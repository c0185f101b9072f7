import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import { cacheGenerations } from '../db/schema';
import { globalPlugin } from '../lib/global-plugin';
import { CacheCheck } from './cache-check';

/*
 * Caches that every instance may keep and still answer as if it had read the database: the database raises a
 * counter (cache_generations, by triggers: drizzle/0003_cache_generation_triggers.sql) whenever sessions, users,
 * the county's settings or its page content change, and each instance reads that one row once per API request
 * (one primary-key read instead of the five to ten reads it replaces). A moved counter empties the caches it
 * stamps. Writes made by this instance are seen by its next request too, since they move the counter as well.
 * A route whose work is one statement may have that statement check the counters instead (plugins/cache-check.ts).
 *
 * The embedded PGlite belongs to one process, so there the triggers' NOTIFY moves local counters instead, before
 * the changing statement has even answered, and no request reads the row; there accounts and the ledger are
 * followed too, so a signed-in page load reads nothing at all.
 */

const CHANNEL = 'lrp_cache';

/** API paths that read no cached value (liveness must not touch the database). */
const UNCACHED = /^\/api\/(health|ready|docs)(\/|$|\?)/;

export class CacheGenerations {
  /** -1 until read: nothing cached before the first read is ever taken as current. */
  sessions = -1;
  content = -1;
  /**
   * Accounts and the ledger change with every charge: no counter row for them (every charge would queue on it).
   * Only the embedded PGlite follows them, by notification; elsewhere they stay -1 and nothing is cached.
   */
  accounts = -1;
  ledger = -1;
  private pushed = false;
  /** A named prepared statement: PostgreSQL parses and plans the per-request read once per connection. */
  private readonly read;

  constructor(private readonly db: Db) {
    this.read = db
      .select({ sessions: cacheGenerations.sessions, content: cacheGenerations.content })
      .from(cacheGenerations)
      .where(eq(cacheGenerations.id, 1))
      .prepare('lrp_cache_generations');
  }

  /** Counters read from the row at least once, and not pushed (then a request has something to check). */
  known(): boolean {
    return !this.pushed && this.sessions >= 0 && this.content >= 0;
  }

  /** Follows the triggers' notifications instead of reading the counters (the embedded PGlite). */
  async follow(database: Database): Promise<void> {
    if (!database.listen) return;
    await database.listen(CHANNEL, (payload) => {
      if (payload === 'sessions') this.sessions += 1;
      if (payload === 'content') this.content += 1;
      if (payload === 'accounts') this.accounts += 1;
      if (payload === 'ledger') this.ledger += 1;
    });
    // The triggers on accounts and the ledger notify only a session that asks (PGlite has one session).
    await this.db.execute(sql`set lrp.notify_data = 'on'`);
    this.sessions = 0;
    this.content = 0;
    this.accounts = 0;
    this.ledger = 0;
    this.pushed = true;
  }

  /**
   * Reads the counters (call before reading anything cached; the request hook below does). Callers share reads:
   * while one read runs, everyone who asks waits for the next one, which starts when it ends. A caller is thus
   * answered by a read that began after it asked (so it misses no change committed before), and under load the
   * instance reads the row about once per round trip instead of once per request.
   */
  refresh(): Promise<void> {
    if (this.pushed) return Promise.resolve();
    if (!this.running) return this.startRead();
    this.queued ??= this.running.then(
      () => this.startQueued(),
      () => this.startQueued(),
    );
    return this.queued;
  }

  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  private startQueued(): Promise<void> {
    this.queued = null;
    return this.startRead();
  }

  private startRead(): Promise<void> {
    const read = this.read.execute().then(([row]) => {
      this.sessions = row ? Number(row.sessions) : -1;
      this.content = row ? Number(row.content) : -1;
    });
    this.running = read;
    const clear = () => {
      if (this.running === read) this.running = null;
    };
    read.then(clear, clear);
    return read;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Values kept until one counter moves. Values are frozen: a caller that changed one would change every later
 * reader's copy. A counter below 0 (not known, or not followed on this driver) means: always read.
 */
export class StampedCache {
  private stamp = -1;
  private readonly values = new Map<string, Promise<unknown>>();

  constructor(
    private readonly counter: () => number,
    private readonly enabled: boolean,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const current = this.counter();
    if (!this.enabled || current < 0) return load();
    if (this.stamp !== current) {
      this.values.clear();
      this.stamp = current;
    }
    let value = this.values.get(key) as Promise<T> | undefined;
    if (!value) {
      const loading = load().then(deepFreeze);
      this.values.set(key, loading);
      // A failed read is not remembered.
      loading.catch(() => this.values.get(key) === loading && this.values.delete(key));
      value = loading;
    }
    return value;
  }

  /** Forgets everything (this instance changed the data and reads it back in the same request). */
  clear(): void {
    this.values.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    generations: CacheGenerations;
    /** The county's settings and page content (settings groups, paragraph lists, slides, reference lists). */
    contentCache: StampedCache;
    /** Accounts' standing and page access without their balances (currentUser/standing.ts), with the sessions. */
    standingCache: StampedCache;
    /** Accounts and their page access, and what is computed from the ledger: the embedded PGlite only. */
    accountCache: StampedCache;
    ledgerCache: StampedCache;
  }
}

export default globalPlugin(
  'cache-generations',
  async (app: FastifyInstance, options: { database: Database; enabled: boolean }) => {
    const generations = new CacheGenerations(options.database.db);
    app.decorate('generations', generations);
    app.decorate('contentCache', new StampedCache(() => generations.content, options.enabled));
    app.decorate('standingCache', new StampedCache(() => generations.sessions, options.enabled));
    app.decorate('accountCache', new StampedCache(() => generations.accounts, options.enabled));
    app.decorate('ledgerCache', new StampedCache(() => generations.ledger, options.enabled));
    app.decorateRequest('cacheCheck', null);
    if (!options.enabled) return;
    await generations.follow(options.database);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || UNCACHED.test(request.url)) return;
      // A route that checks the counters in its own statement starts on the ones last read (plugins/cache-check.ts).
      if (request.routeOptions.config?.checksCachesInStatement && generations.known()) {
        request.cacheCheck = new CacheCheck(generations);
        return;
      }
      await generations.refresh();
    });
  },
);
