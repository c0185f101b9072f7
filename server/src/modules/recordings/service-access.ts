import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { accessCheck, type AccessCheck } from '../../plugins/roles';
import { credentialForToken, type CredentialScope } from './credentials';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireServiceCredential: the service credential that signed the call. */
    serviceCredential: { id: number; name: string } | null;
  }
}

/**
 * onRequest: the call carries `Authorization: Bearer <token>` of a live service credential of `scope`, else 401
 * (with `WWW-Authenticate`). A browser's session signs nothing here: the county's system is not a person.
 */
export function requireServiceCredential(scope: CredentialScope): AccessCheck {
  return accessCheck(async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
    const credential = token ? await credentialForToken(request.server.db, token, scope) : null;
    if (!credential) {
      reply.header('www-authenticate', 'Bearer realm="records"');
      throw new ApiError(401, MESSAGES.forbidden);
    }
    request.serviceCredential = credential;
  });
}
