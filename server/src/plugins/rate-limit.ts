import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { MESSAGES } from '../messages';
import { ApiError } from './envelope';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/**
 * @fastify/rate-limit's store on the database: one row per key and fixed window (rate_limit_counters), counted
 * by one upsert, so every instance behind a load balancer shares one count and one limit. The hourly
 * `maintenance.purge` job removes lapsed windows.
 */
function databaseStore(db: Db) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const windowMs = Math.max(1, Math.trunc(timeWindow));
      db.execute<{ hits: number; ttl: number }>(
        sql`insert into rate_limit_counters (key, hits, reset_at)
            values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}::float8))
            on conflict (key) do update set
              hits = case when rate_limit_counters.reset_at <= now() then 1 else rate_limit_counters.hits + 1 end,
              reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at
                              else rate_limit_counters.reset_at end
            returning hits, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl`,
      ).then(
        (result) =>
          callback(null, { current: Number(result.rows[0].hits), ttl: Number(result.rows[0].ttl) }),
        (error: Error) => callback(error),
      );
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}

/**
 * Registers @fastify/rate-limit without a global limit, counting in the database; `limitAuthCalls` applies the
 * per-address limit to the routes of one scope (the /api/auth/* calls).
 */
export async function registerRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(db),
    errorResponseBuilder: () => new ApiError(429, MESSAGES.tooManyRequests),
  });
}

export function limitAuthCalls(scope: FastifyInstance, perMinute: number): void {
  scope.addHook(
    'onRequest',
    scope.rateLimit({
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `auth:${request.ip}`,
    }),
  );
}
