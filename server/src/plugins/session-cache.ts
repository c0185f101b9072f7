import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { sessions } from '../db/schema';
import { globalPlugin } from '../lib/global-plugin';
import type { CacheGenerations } from './cache-generations';
import type { ActiveSession } from './session';

/*
 * A short-lived, per-instance cache of signed-in sessions (the session row and its user), so a signed-in call
 * does not read them again on every request. An entry is used only while the sessions counter of
 * cache_generations has not moved since it was read (a sign-out, a status or role change, a password reset
 * anywhere moves it: see plugins/cache-generations.ts), for at most SESSION_CACHE_SECONDS, and while the session
 * is not idle beyond the county's limit; otherwise the database decides, as without the cache.
 *
 * last_seen_at is written at most once a minute per session instead of on every request: the inactivity limit
 * counts in minutes.
 */

/** How stale last_seen_at may get before a request writes it again. */
export const TOUCH_INTERVAL_MS = 60_000;
/** The most sessions one instance keeps (the oldest go first). */
const MAX_ENTRIES = 20_000;

type Entry = {
  session: ActiveSession;
  /** The sessions generation read before the session was (so a change racing with the read counts). */
  stamp: number;
  cachedAt: number;
  /** When this instance last wrote (or read) last_seen_at, by its own clock. */
  seenAt: number;
};

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly generations: CacheGenerations,
    private readonly ttlMs: number,
  ) {}

  /** The generation to stamp a session read now with: read it before reading the session. */
  stamp(): number {
    return this.generations.sessions;
  }

  /** The cached session, if it may still be trusted and has not idled `limitMinutes`. */
  find(idHash: string, limitMinutes: number): ActiveSession | null {
    const entry = this.entries.get(idHash);
    if (!entry) return null;
    const now = Date.now();
    if (
      entry.stamp !== this.generations.sessions ||
      now - entry.cachedAt > this.ttlMs ||
      now - entry.seenAt > limitMinutes * 60_000
    ) {
      this.entries.delete(idHash);
      return null;
    }
    return entry.session;
  }

  remember(idHash: string, session: ActiveSession, stamp: number, idleMs: number): void {
    if (this.ttlMs <= 0 || stamp < 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(idHash, { session, stamp, cachedAt: Date.now(), seenAt: Date.now() - idleMs });
  }

  forget(idHash: string): void {
    this.entries.delete(idHash);
  }

  /** Writes last_seen_at when this instance has not for a minute. */
  async touch(db: DbOrTx, idHash: string, limitMinutes: number): Promise<void> {
    const entry = this.entries.get(idHash);
    // A short inactivity limit (a minute or two) needs a fresher last-seen time than the usual minute.
    const interval = Math.min(TOUCH_INTERVAL_MS, (limitMinutes * 60_000) / 4);
    if (entry && Date.now() - entry.seenAt < interval) return;
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.idHash, idHash));
    if (entry) entry.seenAt = Date.now();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
}

export default globalPlugin(
  'session-cache',
  async (app: FastifyInstance, options: { ttlSeconds: number }) => {
    app.decorate('sessionCache', new SessionCache(app.generations, options.ttlSeconds * 1000));
  },
);
