import {
  detailRequestSchema,
  detailResponseSchema,
  documentDetailSchema,
  documentIdRequestSchema,
  envelopeSchema,
  grantorGranteeBookDetailSchema,
  legalDescriptionDetailsRequestSchema,
  legalDescriptionDetailsSchema,
  referenceDocumentsSchema,
  taxLienDetailSchema,
  torrensCertificateDetailSchema,
  tractBookDetailSchema,
  type RateName,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import { SEARCH_SERVER_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { requireSession, sessionOf } from '../../plugins/roles';
import { findAccount, usageBalanceOf } from '../currentUser/service';
import { chargeOnce } from './charges';
import {
  documentDetail,
  legalDescriptionDetails,
  taxLienDetail,
  torrensCertificateDetail,
  tractBookDetail,
  visibleDocument,
  type Viewer,
} from './details';
import { loadReferenceDocuments } from './document-rows';
import { loadGrantorGranteeBookRows } from './record-rows';

/**
 * The detail panel's calls (spec 2 §7): the *Details calls answer `details` with the payment state (document,
 * certificate and tax-lien details are priced by the county's fee structure, charged once a day per record);
 * referenceDocuments and legalDescriptionDetails complete a document the user may see.
 */
const detailRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = requireSession();
  const viewerOf = (request: Parameters<typeof sessionOf>[0]): Viewer => ({
    viewProtected: sessionOf(request).user.viewJudicialProtection,
  });

  /** A detail call: 404 for a record that is not there (or not for this user), else charged and answered. */
  const detail = <D extends z.ZodMiniType>(
    path: string,
    schema: D,
    rate: RateName | null,
    load: (id: number, viewer: Viewer) => Promise<z.infer<D> | null>,
  ) =>
    app.post(
      path,
      {
        onRequest: signedIn,
        schema: {
          body: detailRequestSchema,
          response: { 200: envelopeSchema(detailResponseSchema(schema)) },
        },
      },
      async (request, reply) => {
        const { user } = sessionOf(request);
        const found = await load(request.body.docId, viewerOf(request));
        if (!found) throw new ApiError(404, SEARCH_SERVER_MESSAGES.recordNotFound);
        const [account, aLaCarte, creditCard] = await Promise.all([
          findAccount(app.db, user.accountId),
          app.countyConfig.get('aLaCarte'),
          app.countyConfig.get('creditCard'),
        ]);
        const charge = rate
          ? await chargeOnce(app, app.db, {
              fees: { aLaCarte, creditCard },
              user,
              account,
              rateName: rate,
              subject: `${rate}:${path}:${request.body.docId}`,
              description: async () => `Detail: ${path.slice(1)} ${request.body.docId}`,
            })
          : { paymentNeeded: false, paymentNeededAgain: false, price: 0 };
        const paid = !charge.paymentNeeded && !charge.paymentNeededAgain;
        const balance = usageBalanceOf(
          user.role,
          charge.price > 0 ? await findAccount(app.db, user.accountId) : account,
          await app.countyConfig.get('flatFee'),
        );
        return reply.ok({ details: paid ? found : null, ...charge, usageBalance: balance });
      },
    );

  detail('/documentDetails', documentDetailSchema, 'documentDetails', (id, viewer) =>
    documentDetail(app.db, id, viewer),
  );
  detail(
    '/torrensCertificateDetails',
    torrensCertificateDetailSchema,
    'documentDetails',
    (id, viewer) => torrensCertificateDetail(app.db, id, viewer),
  );
  detail('/taxLienDetails', taxLienDetailSchema, 'taxLienDetails', (id, viewer) =>
    taxLienDetail(app.db, id, viewer),
  );
  detail('/tractBookDetails', tractBookDetailSchema, null, (id) => tractBookDetail(app.db, id));
  detail(
    '/grantorGranteeBookDetails',
    grantorGranteeBookDetailSchema,
    null,
    async (id) => (await loadGrantorGranteeBookRows(app.db, [id]))[0] ?? null,
  );

  const visibleOr404 = async (id: number, viewer: Viewer) => {
    if (!(await visibleDocument(app.db, id, viewer)))
      throw new ApiError(404, SEARCH_SERVER_MESSAGES.recordNotFound);
  };

  app.post(
    '/referenceDocuments',
    {
      onRequest: signedIn,
      schema: {
        body: documentIdRequestSchema,
        response: { 200: envelopeSchema(referenceDocumentsSchema) },
      },
    },
    async (request, reply) => {
      await visibleOr404(request.body.id, viewerOf(request));
      return reply.ok({
        referenceDocuments: await loadReferenceDocuments(app.db, request.body.id),
      });
    },
  );

  app.post(
    '/legalDescriptionDetails',
    {
      onRequest: signedIn,
      schema: {
        body: legalDescriptionDetailsRequestSchema,
        response: { 200: envelopeSchema(legalDescriptionDetailsSchema) },
      },
    },
    async (request, reply) => {
      const { id, source } = request.body;
      if (source === 'DOCUMENT') await visibleOr404(id, viewerOf(request));
      const details = await legalDescriptionDetails(
        app.db,
        { id, source },
        await app.countyConfig.get('searchOptions'),
      );
      if (!details) throw new ApiError(404, SEARCH_SERVER_MESSAGES.recordNotFound);
      return reply.ok(details);
    },
  );
};

export default detailRoutes;
