import {
  cartOrderRequestSchema,
  cartOrderResponseSchema,
  DEFAULT_IMAGE_NAME,
  downloadOrderRequestSchema,
  downloadOrderResponseSchema,
  envelopeSchema,
  imageResponseSchema,
  imageStateRequestSchema,
  pageImageRequestSchema,
  pageImageResponseSchema,
  pagePictureParamsSchema,
  pagePictureQuerySchema,
  payCartOrderRequestSchema,
  payDownloadOrderResponseSchema,
  THUMBNAILS_PER_VIEW,
  thumbnailsRequestSchema,
  thumbnailsResponseSchema,
  updatePreviewSettingsRequestSchema,
  updatePreviewSettingsResponseSchema,
} from '@lrp/contract';
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGING_SERVER_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { fileReply } from '../../lib/openapi';
import { requireSession, sessionOf } from '../../plugins/roles';
import { computeCartOrder, payCartOrder } from './cart';
import {
  cancelImageState,
  computeDownloadOrder,
  downloadImage,
  getImage,
  payDownloadOrder,
} from './orders';
import { imageDocument, sourcedDocKeyOf, storedPages } from './pages';
import { changeSelection, pagesSelectedOf } from './selection';

/**
 * /api/imaging (spec 1 §4, §7): thumbnails and the page selection of the preview, the download order (price,
 * payment, PDF) and its image state; the cart (several records' orders priced and paid together, cart.ts). Every call needs a session; the document is checked on every call (the
 * user may see it and its images); prices and balances are the server's own.
 */
/** Seconds a browser keeps a page's picture (the pages route) before it asks again. */
const PICTURE_MAX_AGE = 600;

const imagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const session = requireSession();

  app.post(
    '/getThumbnails',
    {
      onRequest: session,
      schema: {
        body: thumbnailsRequestSchema,
        response: { 200: envelopeSchema(thumbnailsResponseSchema) },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const body = request.body;
      const document = await imageDocument(app, user, body.sourcedDocKey).catch(
        (error: unknown) => {
          // A document without images the user may see answers no pages: the preview says it has no images on file.
          if (error instanceof ApiError && error.coded === IMAGING_SERVER_MESSAGES.imagesNotAllowed)
            return null;
          throw error;
        },
      );
      if (!document) {
        return reply.ok({
          header: {
            sourcedDocKey: body.sourcedDocKey,
            pageCount: 0,
            uiTitle: '',
            uiTitleBeginningOfSentence: '',
          },
          page: 1,
          pagesSelected: { pageSelectionMethod: 'ENTIRE_DOCUMENT', selectedAsCsv: '', pages: [] },
          thumbnails: [],
        });
      }
      const settings = {
        pageSelectionMethod: body.pageSelectionMethod ?? 'ENTIRE_DOCUMENT',
        selectedAsCsv: body.selectedAsCsv ?? '',
      };
      const pagesSelected = pagesSelectedOf(settings, document.pageCount);
      const lastStart = Math.max(1, document.pageCount - THUMBNAILS_PER_VIEW + 1);
      const start = Math.min(body.page ?? 1, lastStart);
      const pages = Array.from(
        { length: Math.min(THUMBNAILS_PER_VIEW, document.pageCount - start + 1) },
        (_, i) => start + i,
      );
      const stored = await storedPages(app, document, pages);
      const selected = new Set(pagesSelected.pages);
      return reply.ok({
        header: {
          sourcedDocKey: sourcedDocKeyOf(document),
          pageCount: document.pageCount,
          uiTitle: document.title,
          uiTitleBeginningOfSentence:
            document.title.charAt(0).toUpperCase() + document.title.slice(1),
        },
        page: start,
        pagesSelected,
        thumbnails: pages.map((page) => ({
          page,
          selected: selected.has(page),
          image: stored.get(page)?.thumbnail ?? '',
        })),
      });
    },
  );

  app.post(
    '/getPageImage',
    {
      onRequest: session,
      schema: {
        body: pageImageRequestSchema,
        response: { 200: envelopeSchema(pageImageResponseSchema) },
      },
    },
    async (request, reply) => {
      const document = await imageDocument(
        app,
        sessionOf(request).user,
        request.body.sourcedDocKey,
      );
      const stored = (await storedPages(app, document, [request.body.page])).get(request.body.page);
      if (!stored) throw new ApiError(404, IMAGING_SERVER_MESSAGES.documentNotFound);
      return reply.ok({ page: stored.page, image: stored.image });
    },
  );

  /**
   * A page's preview (or thumbnail) as a JPEG the browser keeps: the enlarged page's <img>. The same checks as
   * getPageImage on every request, then `private, max-age` so a second look within PICTURE_MAX_AGE costs nothing
   * (and an ETag so one after it costs a 304); a judicially protected record's pictures are never kept.
   */
  app.get(
    '/pages/:docKeyType/:docKeyNumber/:page.jpg',
    {
      onRequest: session,
      schema: {
        params: pagePictureParamsSchema,
        querystring: pagePictureQuerySchema,
        response: {
          200: fileReply('image/jpeg', "The page's watermarked preview."),
          304: z.null().describe('The picture the browser has (its ETag) is still the page.'),
        },
      },
    },
    async (request, reply) => {
      const { docKeyType, docKeyNumber, page } = request.params;
      const document = await imageDocument(app, sessionOf(request).user, {
        docKeyType,
        docKeyNumber,
      });
      const stored = (await storedPages(app, document, [page])).get(page);
      if (!stored) throw new ApiError(404, IMAGING_SERVER_MESSAGES.documentNotFound);
      const base64 = request.query.size === 'thumbnail' ? stored.thumbnail : stored.image;
      const etag = `"${createHash('sha256').update(base64).digest('base64url').slice(0, 27)}"`;
      reply
        .header('etag', etag)
        .header(
          'cache-control',
          document.judicialProtection ? 'no-store' : `private, max-age=${PICTURE_MAX_AGE}`,
        );
      if (request.headers['if-none-match'] === etag)
        return reply.code(304).type('image/jpeg').send(null);
      return reply.type('image/jpeg').send(Buffer.from(base64, 'base64'));
    },
  );

  app.post(
    '/updateImagePreviewSettings',
    {
      onRequest: session,
      schema: {
        body: updatePreviewSettingsRequestSchema,
        response: { 200: envelopeSchema(updatePreviewSettingsResponseSchema) },
      },
    },
    async (request, reply) => {
      const { imagePreviewSettingChange, imagePreviewSettings, page } = request.body;
      const document = await imageDocument(
        app,
        sessionOf(request).user,
        imagePreviewSettings.sourcedDocKey,
      );
      return reply.ok({
        pagesSelected: changeSelection(
          imagePreviewSettingChange,
          imagePreviewSettings,
          page,
          document.pageCount,
        ),
      });
    },
  );

  for (const path of ['/computeDownloadOrder', '/recomputeDownloadOrder']) {
    app.post(
      path,
      {
        onRequest: session,
        schema: {
          body: downloadOrderRequestSchema,
          response: { 200: envelopeSchema(downloadOrderResponseSchema) },
        },
      },
      async (request, reply) =>
        reply.ok(await computeDownloadOrder(app, sessionOf(request).user, request.body)),
    );
  }

  app.post(
    '/payDownloadOrder',
    {
      onRequest: session,
      schema: {
        body: imageStateRequestSchema,
        response: { 200: envelopeSchema(payDownloadOrderResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await payDownloadOrder(app, sessionOf(request).user, request.body.imageStateGuid)),
  );

  app.post(
    '/computeCartOrder',
    {
      onRequest: session,
      schema: {
        body: cartOrderRequestSchema,
        response: { 200: envelopeSchema(cartOrderResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await computeCartOrder(app, sessionOf(request).user, request.body)),
  );

  app.post(
    '/payCartOrder',
    {
      onRequest: session,
      schema: {
        body: payCartOrderRequestSchema,
        response: { 200: envelopeSchema(payDownloadOrderResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await payCartOrder(app, sessionOf(request).user, request.body.imageStateGuids)),
  );

  app.post(
    '/getImage',
    {
      onRequest: session,
      schema: {
        body: imageStateRequestSchema,
        response: { 200: envelopeSchema(imageResponseSchema) },
      },
    },
    async (request, reply) => {
      const image = await getImage(app, sessionOf(request).user, request.body.imageStateGuid);
      return reply.ok({
        ...image,
        header: {
          ...image.header,
          uiSaveAsImageName: image.header.uiSaveAsImageName || DEFAULT_IMAGE_NAME,
        },
      });
    },
  );

  /**
   * The paid order's PDF as a file (what the preview dialog saves): the same pages as getImage, streamed as it is
   * written, so the first bytes leave after the first page. Refusals answer the JSON envelope, as getImage's.
   */
  app.post(
    '/downloadImage',
    {
      onRequest: session,
      schema: {
        body: imageStateRequestSchema,
        response: { 200: fileReply('application/pdf', "The paid pages' PDF.") },
      },
    },
    async (request, reply) => {
      const { name, body } = await downloadImage(
        app,
        sessionOf(request).user,
        request.body.imageStateGuid,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(body as Buffer); // or a stream: Fastify pipes it (the schema types a file as bytes)
    },
  );

  /** Discards a state the user left (Cancel, Back or Close): only the user's own, only while open; the same answer whatever it was. */
  app.post(
    '/cancelImageState',
    {
      onRequest: session,
      schema: { body: imageStateRequestSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      await cancelImageState(app.db, sessionOf(request).user, request.body.imageStateGuid);
      return reply.ok(null);
    },
  );
};

export default imagingRoutes;
