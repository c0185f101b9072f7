import type { Role } from '@lrp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, SESSION } from '../messages';
import { ApiError } from './envelope';
import { loadSession, type ActiveSession } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireSession/requireRoles: the signed-in session of a protected route. */
    activeSession: ActiveSession | null;
  }
}

/**
 * A route's access check: who may call it. Routes run it as their `onRequest` hook, so a caller without the
 * session or the role is answered before the body is read, parsed or validated: a stranger's body costs the
 * server nothing (a large hostile body used to be validated, and its errors written out, before the 403).
 */
export type AccessCheck = (
  this: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<void>;

/** Every access check made here, so a test can prove no route runs one after the body (see `isAccessCheck`). */
const ACCESS_CHECKS = new WeakSet<AccessCheck>();

/** Declares an access check (so the route test knows it runs before the body is read). */
export const accessCheck = (check: AccessCheck): AccessCheck => {
  ACCESS_CHECKS.add(check);
  return check;
};

/** Whether a route hook is one of the access checks below. */
export const isAccessCheck = (hook: unknown): boolean =>
  typeof hook === 'function' && ACCESS_CHECKS.has(hook as AccessCheck);

/** onRequest: a live session, else 403 "Your session has expired". */
export function requireSession(): AccessCheck {
  return accessCheck(async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    const session = await loadSession(request, reply);
    if (!session) throw new ApiError(403, SESSION.expired);
    request.activeSession = session;
  });
}

/** onRequest: a live session whose user holds one of `roles`, else 403. */
export function requireRoles(roles: readonly Role[]): AccessCheck {
  const sessionCheck = requireSession();
  return accessCheck(async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await sessionCheck.call(request.server, request, reply);
    if (!roles.includes(request.activeSession!.user.role))
      throw new ApiError(403, MESSAGES.forbidden);
  });
}

/** The session a requireSession/requireRoles check has checked. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.activeSession) throw new Error('route is missing requireSession()');
  return request.activeSession;
}

/**
 * The signed-in person's own user id, for what a person keeps for themselves (saved searches, property alerts):
 * a guest session is shared by the public and keeps nothing, so it is refused (403).
 */
export function ownUserId(request: FastifyRequest): number {
  const { user } = sessionOf(request);
  if (user.role === 'GUEST') throw new ApiError(403, MESSAGES.forbidden);
  return user.id;
}
