import { COUNTY_STAFF_ROLES, type LanguageCode } from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { sessions, users, type UserRow } from '../db/schema';
import { cookieName, cookieOptions } from '../lib/cookies';
import { globalPlugin } from '../lib/global-plugin';
import { randomToken, sha256Hex } from '../lib/tokens';
import { countyLockout } from './envelope';

/** How long an idle session lives when the county sets no inactivity limit. */
export const DEFAULT_INACTIVITY_MINUTES = 12 * 60;

/** How long the county lets a session idle before it ends, in minutes. */
export const inactivityMinutesOf = (access: {
  inactivityTimeLimit: boolean;
  inactivityTimeLimitPeriod: number;
}) => (access.inactivityTimeLimit ? access.inactivityTimeLimitPeriod : DEFAULT_INACTIVITY_MINUTES);

export type ActiveSession = { idHash: string; language: LanguageCode; user: UserRow };

declare module 'fastify' {
  interface FastifyRequest {
    sessionPromise: Promise<ActiveSession | null> | null;
  }
}

/** Starts a session for the user; answers the cookie value (only its SHA-256 is stored). */
export async function createSession(
  db: DbOrTx,
  userId: number,
  language: LanguageCode,
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({ idHash: sha256Hex(token), userId, language });
  return token;
}

/** The session id the browser sent, if any. */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  return request.cookies[cookieName(request.server.config, 'session')];
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  const { config } = request.server;
  reply.setCookie(
    cookieName(config, 'session'),
    token,
    cookieOptions(config, { httpOnly: true, sameSite: 'lax' }),
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { config } = request.server;
  reply.clearCookie(
    cookieName(config, 'session'),
    cookieOptions(config, { httpOnly: true, sameSite: 'lax' }),
  );
}

async function resolveSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ActiveSession | null> {
  const token = sessionCookieOf(request);
  if (!token) return null;
  const { db, countyConfig, sessionCache } = request.server;
  const idHash = sha256Hex(token);
  const access = await countyConfig.get('userAccess');
  const limitMinutes = inactivityMinutesOf(access);
  // While the county's lockout is in place (Lockout 1) only its staff keep working: anyone else's session ends at
  // its next call, on every instance (app.countyConfig is cache-generation aware), and the call is answered as
  // an ended session, its envelope flagged `lockout`. Read apart from the envelope's flag, which a call that saves
  // the lockout must read after its save.
  const shutOut = (user: UserRow) => !COUNTY_STAFF_ROLES.includes(user.role);
  const lockedOut = await countyLockout(request.server);
  const cached = sessionCache.find(idHash, limitMinutes);
  if (cached && lockedOut && shutOut(cached.user)) {
    sessionCache.forget(idHash);
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    clearSessionCookie(request, reply);
    return null;
  }
  if (cached) {
    await sessionCache.touch(db, idHash, limitMinutes);
    return cached;
  }
  const stamp = sessionCache.stamp();
  const [row] = await db
    .select({
      language: sessions.language,
      user: users,
      expired: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(mins => ${limitMinutes}::int)`,
      idleMs: sql<number>`(extract(epoch from now() - ${sessions.lastSeenAt}) * 1000)::float8`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash));
  // A session ends when it has idled too long, when its user is no longer active (locked or deactivated by an
  // administrator) or when the county's lockout shuts its user out.
  if (!row || row.expired || row.user.status !== 'A' || (lockedOut && shutOut(row.user))) {
    if (row) await db.delete(sessions).where(eq(sessions.idHash, idHash));
    clearSessionCookie(request, reply);
    return null;
  }
  const session: ActiveSession = { idHash, language: row.language, user: row.user };
  sessionCache.remember(idHash, session, stamp, row.idleMs);
  await sessionCache.touch(db, idHash, limitMinutes);
  return session;
}

/** The request's session, or null: loaded on first use, at most once per request. */
export function loadSession(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ActiveSession | null> {
  request.sessionPromise ??= resolveSession(request, reply);
  return request.sessionPromise;
}

export async function endSession(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/**
 * Server-side sessions: the database holds them, so any instance can answer any request; each instance may keep
 * a few seconds' copy that a change anywhere invalidates (plugins/session-cache.ts).
 */
export default globalPlugin('session', async (app: FastifyInstance) => {
  app.decorateRequest('sessionPromise', null);
  app.decorateRequest('activeSession', null);
});
