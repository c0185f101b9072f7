import {
  documentIdRequestSchema,
  envelopeSchema,
  parcelLinksSchema,
  SEARCH_MESSAGES,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_SERVER_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { requireSession, sessionOf } from '../../plugins/roles';
import { parcelIdsOf, visibleDocument } from './details';

/**
 * POST tax/getLinks and gis/getLinks (spec 2 §7): the document's parcel IDs and, for each, a link into the
 * county's tax or GIS system (the county's URL with {parcelId} filled in). Offered only when the county switches
 * the Tax or Map button on (Search 2) and gives the system's address (searchOptions).
 */
export function parcelLinkRoutes(system: 'tax' | 'gis'): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/getLinks',
      {
        onRequest: requireSession(),
        schema: {
          body: documentIdRequestSchema,
          response: { 200: envelopeSchema(parcelLinksSchema) },
        },
      },
      async (request, reply) => {
        const [search2, options] = await Promise.all([
          app.countyConfig.get('search2'),
          app.countyConfig.get('searchOptions'),
        ]);
        const template = system === 'tax' ? options.taxLinkUrl : options.gisLinkUrl;
        if (!(system === 'tax' ? search2.tax : search2.map) || !template)
          throw new ApiError(404, SEARCH_SERVER_MESSAGES.linksNotOffered);
        const viewer = { viewProtected: sessionOf(request).user.viewJudicialProtection };
        if (!(await visibleDocument(app.db, request.body.id, viewer)))
          throw new ApiError(404, SEARCH_SERVER_MESSAGES.recordNotFound);
        const parcelIds = await parcelIdsOf(app.db, request.body.id);
        return reply.ok({
          header:
            system === 'tax' ? SEARCH_MESSAGES.taxLinksHeader : SEARCH_MESSAGES.gisLinksHeader,
          parcelIds,
          parcelIdLinks: parcelIds.map((id) =>
            template.replaceAll('{parcelId}', encodeURIComponent(id)),
          ),
        });
      },
    );
  };
}
