import { codedGroup, envelopeSchema, SESSION_SERVER_MESSAGES, type Role } from '@lrp/contract';
import { ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessions } from '../../db/schema';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { writeAudit } from '../audit/repository';

/** End User Sessions' answer, coded by the catalog's `sessionServer` group. */
export const SESSION_SERVER = codedGroup('sessionServer', SESSION_SERVER_MESSAGES);

const COUNTY_ADMINS: readonly Role[] = ['TRIMIN', 'COUNTY'];

/**
 * /api/controlPanel: Lockout 2's End User Sessions (spec 3 §2.3, §7). GET countyConfig/endUserSessions ends
 * every session but the caller's, staff's included, and answers how many ("{{n}} sessions were ended."). The rows
 * are deleted, which moves the sessions counter of cache_generations (a trigger): every instance drops the
 * sessions it cached at its next request, so the ended sessions end everywhere at once. Audited as LOGOUT with
 * the count. It is a GET because the spec's API is,
 * and checks the CSRF token as a POST would.
 */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countyConfig/endUserSessions',
    {
      // A GET that changes something (the spec's API): the CSRF token is checked as for a POST.
      config: { csrf: 'always' },
      onRequest: requireRoles(COUNTY_ADMINS),
      schema: { response: { 200: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      const { idHash, user } = sessionOf(request);
      const ended = await app.db.transaction(async (tx) => {
        const rows = await tx
          .delete(sessions)
          .where(ne(sessions.idHash, idHash))
          .returning({ userId: sessions.userId });
        await writeAudit(tx, {
          type: 'LOGOUT',
          userId: user.id,
          username: user.username,
          detail: { endUserSessions: true, ended: rows.length },
          clientAddress: request.ip,
        });
        return rows.length;
      });
      return reply.ok(null, SESSION_SERVER.sessionsEnded({ n: ended }));
    },
  );
};

export default sessionRoutes;
