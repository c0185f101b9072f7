import type { Role } from '@lrp/contract';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES } from '../messages';
import { ApiError } from './envelope';
import { loadSession, type ActiveSession } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireSession/requireRoles: the signed-in session of a protected route. */
    activeSession: ActiveSession | null;
  }
}

/** preHandler: a live session, else 403 "Your session has expired". */
export function requireSession(): preHandlerAsyncHookHandler {
  return async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    const session = await loadSession(request, reply);
    if (!session) throw new ApiError(403, MESSAGES.sessionExpired);
    request.activeSession = session;
  };
}

/** preHandler: a live session whose user holds one of `roles`, else 403. */
export function requireRoles(roles: readonly Role[]): preHandlerAsyncHookHandler {
  const sessionCheck = requireSession();
  return async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    await sessionCheck.call(request.server, request, reply);
    if (!roles.includes(request.activeSession!.user.role)) throw new ApiError(403, MESSAGES.forbidden);
  };
}

/** The session a requireSession/requireRoles preHandler has checked. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.activeSession) throw new Error('route is missing requireSession()');
  return request.activeSession;
}
