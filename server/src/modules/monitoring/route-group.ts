import type { FastifyRequest } from 'fastify';

/**
 * The route group a request is counted under in the monitoring figures: the first path segment after /api/ of the
 * route the router chose (`search`, `auth`, `controlPanel`, `imaging`, ...), or `pages` for everything that is not
 * the API (the portal's pages, the modules' files, the product configuration). An /api path no route owns is
 * `other`, so a caller inventing paths cannot invent label values.
 */

/** The group of API calls no route owns (the /api/* not-found catch-all). */
export const UNROUTED_GROUP = 'other';
/** The group of everything outside /api. */
export const PAGES_GROUP = 'pages';

const GROUP_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/** The route group of a route pattern (`/api/search/:type`) or, without one, of the URL. */
export function routeGroupOf(routeUrl: string | undefined, url: string): string {
  const path = (routeUrl ?? url).split('?')[0];
  if (!path.startsWith('/api/') && path !== '/api') return PAGES_GROUP;
  if (routeUrl === undefined) return UNROUTED_GROUP;
  const segment = path.slice('/api/'.length).split('/')[0];
  return GROUP_NAME.test(segment) ? segment : UNROUTED_GROUP;
}

/** The route group of a request, by the route the router chose. */
export const requestRouteGroup = (request: FastifyRequest): string =>
  routeGroupOf(request.routeOptions.url, request.url);

/** `2xx`, `4xx`, `5xx` (and `1xx`, `3xx`). */
export const statusClassOf = (status: number): string => `${Math.floor(status / 100)}xx`;
