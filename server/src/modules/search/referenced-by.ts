import {
  envelopeSchema,
  referencedByDocumentsSchema,
  referencedByRequestSchema,
  type ReferencingDocument,
} from '@lrp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client';
import { SEARCH_SERVER_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { requireSession, sessionOf } from '../../plugins/roles';
import { visibleDocument, type Viewer } from './details';
import { bookAndPage } from './document-rows';

/*
 * "Referenced by" (beyond the spec's calls): the documents that refer to a document, the reverse of
 * search/referenceDocuments: a mortgage's satisfaction and its assignments. A reference names the referred
 * document's id when the portal has it (reference_documents.ref_doc_id, indexed); those are the ones found here.
 * A judicially protected referring document is left out for a viewer who may not see protected documents, as in
 * every search; the document asked about must itself be one the viewer may see (else 404, as for the other
 * detail calls).
 */

/** The documents referring to `docId` that the viewer may see, oldest first. */
async function loadReferencingDocuments(
  db: DbOrTx,
  docId: number,
  viewer: Viewer,
): Promise<ReferencingDocument[]> {
  const result = await db.execute<{
    id: number;
    instrument_description: string;
    doc_number: string | number;
    document_type: string;
    display_doc_number: string;
    book: string | null;
    page: string | null;
    recorded_date: string;
    recorded_time: string;
    recorded_am_pm: string;
  }>(sql`
    select d.id, coalesce(rl.description, d.instrument_code) as instrument_description, d.doc_number,
      d.document_type, d.display_doc_number, d.book, d.page, to_char(d.recorded_at, 'MM/DD/YYYY') as recorded_date,
      to_char(d.recorded_at, 'HH12:MI') as recorded_time, to_char(d.recorded_at, 'AM') as recorded_am_pm
    from documents d
    left join reference_lists rl on rl.list_name = 'instrumentCodes' and rl.code = d.instrument_code
    where d.id in (select r.doc_id from reference_documents r where r.ref_doc_id = ${docId})
      and (${viewer.viewProtected} or not d.judicial_protection)
    order by d.recorded_at, d.doc_number, d.id`);
  return result.rows.map((r) => ({
    docId: r.id,
    instrumentDescription: r.instrument_description,
    docNumber: String(r.doc_number),
    docType: r.document_type,
    displayDocNumber: r.display_doc_number,
    displayBookAndPage: bookAndPage(r.book, r.page),
    recordedDate: r.recorded_date,
    recordedTime: r.recorded_time,
    recordedAmPm: r.recorded_am_pm,
  }));
}

/** POST search/referencedByDocuments `{ id }`: a signed-in user's call, free like referenceDocuments. */
const referencedByRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/referencedByDocuments',
    {
      onRequest: requireSession(),
      schema: {
        body: referencedByRequestSchema,
        response: { 200: envelopeSchema(referencedByDocumentsSchema) },
      },
    },
    async (request, reply) => {
      const viewer: Viewer = { viewProtected: sessionOf(request).user.viewJudicialProtection };
      if (!(await visibleDocument(app.db, request.body.id, viewer)))
        throw new ApiError(404, SEARCH_SERVER_MESSAGES.recordNotFound);
      return reply.ok({
        referencedBy: await loadReferencingDocuments(app.db, request.body.id, viewer),
      });
    },
  );
};

export default referencedByRoutes;
