import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sqlStateOf } from '../db/errors';
import type { CacheGenerations } from './cache-generations';
import type { AccessCheck } from './roles';

/*
 * Checking the cached state inside the request's own statement (PostgreSQL; not the embedded PGlite, whose
 * counters are pushed). An API request normally reads the cache counters before anything else: one round trip,
 * about a quarter of a millisecond here, before a search that may itself take half a millisecond. A route whose
 * work is one statement may instead let that statement check them (route config `checksCachesInStatement`):
 *
 * - the request starts on the counters this instance last read, so its session, the account's standing and the
 *   county's settings may come from the caches as they are;
 * - the statement calls lrp_check_caches (drizzle/0014_caches_check.sql) with those counters: when they moved,
 *   the statement fails, and with it everything it wrote;
 * - anything the statement cannot cover (a charge to the ledger, which runs before it) first reads the counters
 *   (`confirm`);
 * - when the counters moved, or the handler refused on cached values that turn out to be old, the request runs
 *   again the usual way: counters read, session loaded again, the route's access check again.
 *
 * So a request acts on nothing older than its statement's snapshot, as it would after reading the counters first.
 */

/** The counters moved since the request's cached reads were taken. */
export class CachesMoved extends Error {
  constructor() {
    super('the cached sessions or county content have changed');
    this.name = 'CachesMoved';
  }
}

/** lrp_check_caches's SQLSTATE. */
const CACHES_MOVED_CODE = 'LRPCM';

function isCachesMoved(error: unknown): boolean {
  return error instanceof CachesMoved || sqlStateOf(error) === CACHES_MOVED_CODE;
}

export class CacheCheck {
  readonly sessions: number;
  readonly content: number;
  /** The counters were found current (by a read or by the statement): nothing is left to check. */
  private confirmed = false;

  constructor(private readonly generations: CacheGenerations) {
    this.sessions = generations.sessions;
    this.content = generations.content;
  }

  /** A column for the statement: true, or the statement fails with CachesMoved when the counters moved. */
  column(): SQL {
    return sql`lrp_check_caches(${this.sessions}, ${this.content}) as caches_checked`;
  }

  /** The statement that carried `column()` answered: the counters were current. */
  answered(row: Record<string, unknown>): void {
    if (row.caches_checked !== true) throw new Error('the statement did not check the caches');
    this.confirmed = true;
  }

  /** Reads the counters now (before work the statement cannot cover); throws CachesMoved when they moved. */
  async confirm(): Promise<void> {
    if (this.confirmed) return;
    if (await this.moved()) throw new CachesMoved();
    this.confirmed = true;
  }

  /** Whether the counters moved, read now (false once confirmed). */
  async moved(): Promise<boolean> {
    if (this.confirmed) return false;
    await this.generations.refresh();
    return this.generations.sessions !== this.sessions || this.generations.content !== this.content;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler checks the cache counters in its statement (runCheckingCaches) instead of reading them first. */
    checksCachesInStatement?: boolean;
  }
  interface FastifyRequest {
    /** Set when this request did not read the counters first: its handler must check them (runCheckingCaches). */
    cacheCheck: CacheCheck | null;
  }
}

/**
 * Runs the handler of a route with `checksCachesInStatement`. `run` passes `request.cacheCheck` on to its work.
 * When the counters moved (the statement failed on them, or the handler refused on cached values and a read shows
 * they moved), the request runs once more the usual way: counters read, session loaded again, `accessCheck` again.
 */
export async function runCheckingCaches<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  accessCheck: AccessCheck,
  run: () => Promise<T>,
): Promise<T> {
  const check = request.cacheCheck;
  if (!check) return run();
  try {
    return await run();
  } catch (error) {
    if (!isCachesMoved(error) && !(await check.moved())) throw error;
  }
  request.cacheCheck = null;
  await request.server.generations.refresh();
  request.sessionPromise = null;
  request.activeSession = null;
  await accessCheck.call(request.server, request, reply);
  return run();
}
