import { timingSafeEqual } from 'node:crypto';
import { COUNTY_STAFF_ROLES } from '@lrp/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { requireRoles, type AccessCheck } from '../../plugins/roles';

/**
 * Who may read the monitoring: the county's staff (a TRIMIN or COUNTY session) everywhere; a Prometheus scraper
 * with `Authorization: Bearer <METRICS_TOKEN>` the scrape endpoint only. Never the public.
 */

/** The monitoring page, its script and its summary: a TRIMIN or COUNTY session. */
export const staffOnly = (): AccessCheck => requireRoles(COUNTY_STAFF_ROLES);

/** Whether `given` is `expected`, in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The scrape endpoint: a request carrying a bearer token is let in only when METRICS_TOKEN is set and the token is
 * it (a wrong or unconfigured token is refused, whatever cookies came with it); without one, a staff session.
 */
export function scraperOrStaff(metricsToken: string | null): AccessCheck {
  const staff = staffOnly();
  return async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    const authorization = request.headers.authorization;
    if (authorization === undefined) return staff.call(request.server, request, reply);
    const token = /^Bearer +(\S+)$/i.exec(authorization)?.[1];
    if (!metricsToken || !token || !sameSecret(token, metricsToken))
      throw new ApiError(403, MESSAGES.forbidden);
  };
}
