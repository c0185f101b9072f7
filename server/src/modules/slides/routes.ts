import {
  envelopeSchema,
  LOGIN_SLIDE_LIMITS,
  loginSlidesConfigSchema,
  SLIDE_MESSAGES,
  type LoginSlide,
  type Role,
} from '@lrp/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileBody, fileReply } from '../../lib/openapi';
import { ACCOUNT_MESSAGES } from '../../messages';
import { ApiError, fieldError } from '../../plugins/envelope';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { writeAudit } from '../audit/repository';
import { makeSlidePicture, refusalMessage, SLIDES } from './picture';
import {
  appendSlide,
  listSlides,
  lockSlides,
  pictureSlideRow,
  readSlideById,
  reorderSlides,
  type SlidePicture,
} from './repository';

const COUNTY_ADMINS: readonly Role[] = ['TRIMIN', 'COUNTY'];

/** An upload's body: the picture's bytes, with a little room over the limit the screen states. */
const UPLOAD_BODY_LIMIT = LOGIN_SLIDE_LIMITS.uploadBytes + 64 * 1024;

/** The types an upload may declare: the content decides what it is (picture.ts), the type only lets it in. */
const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'];

const configOf = (slides: LoginSlide[]) => ({ numberOfSlides: slides.length, slides });

/** The upload's name as the browser sent it (x-file-name, URI-encoded), plain text and short. */
function uploadName(header: unknown): string {
  let name = typeof header === 'string' ? header : '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // kept as sent
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is taken out
  name = name.replace(/[\u0000-\u001f\u007f/\\]/g, '').trim();
  return name.slice(0, LOGIN_SLIDE_LIMITS.fileName) || 'slide';
}

/**
 * Sends a slide's picture with its checksum as ETag: a browser that has it gets 304. `cacheControl` says how long
 * it may use its copy without asking.
 */
export function sendSlide(
  reply: FastifyReply,
  ifNoneMatch: string | undefined,
  slide: SlidePicture,
  cacheControl: string,
) {
  const etag = `"${slide.etag}"`;
  reply
    .header('etag', etag)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    // An SVG opened on its own must not run script, whoever made it.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  return reply.type(slide.contentType).send(slide.body);
}

/**
 * /api/controlPanel: Web Pages > Login - Slides (spec 3 §2.3, §9; docs/decisions.md "Login slides"), county staff
 * only. GET countyConfig/loginPageSlides lists the slides in order; POST saves a new order (a slide left out is
 * removed; one slide at least, six at most). POST loginPageSlides/upload takes a picture's bytes, refuses what is
 * not a JPEG, PNG or WebP picture of at least 600 x 250 (read from the content), makes it the login page's 1200 x
 * 500 WebP and adds it after the last slide (a seventh is refused). GET loginPageSlides/{id}/picture is a slide's
 * picture by its id for the screen's thumbnails. Every change is audited and reaches the login page on every
 * instance through the content cache's counter.
 */
const slideRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowed = requireRoles(COUNTY_ADMINS);
  const reply200 = { 200: envelopeSchema(loginSlidesConfigSchema) };

  // This plugin's routes alone take a picture's bytes as the body.
  app.addContentTypeParser(
    UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/countyConfig/loginPageSlides',
    { onRequest: allowed, schema: { response: reply200 } },
    async (_request, reply) => reply.ok(configOf(await listSlides(app.db))),
  );

  app.post(
    '/countyConfig/loginPageSlides',
    { onRequest: allowed, schema: { body: loginSlidesConfigSchema, response: reply200 } },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const ids = request.body.slides.map((slide) => slide.id);
      const after = await app.db.transaction(async (tx) => {
        await lockSlides(tx);
        const before = await listSlides(tx);
        const known = new Set(before.map((slide) => slide.id));
        if (!ids.every((id) => known.has(id))) throw fieldError('slides', SLIDES.unknownSlide, 409);
        await reorderSlides(tx, ids);
        const stored = await listSlides(tx);
        await writeAudit(tx, {
          type: 'COUNTY_CONFIG_CHANGE',
          userId: user.id,
          username: user.username,
          detail: {
            group: 'loginPageSlides',
            before: before.map((slide) => slide.fileName),
            after: stored.map((slide) => slide.fileName),
          },
          clientAddress: request.ip,
        });
        return stored;
      });
      app.contentCache.clear();
      return reply.ok(configOf(after), ACCOUNT_MESSAGES.settingsUpdated);
    },
  );

  app.post(
    '/loginPageSlides/upload',
    {
      onRequest: allowed,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        headers: z.object({ 'x-file-name': z.optional(z.string().max(1000)) }),
        body: fileBody(SLIDE_MESSAGES.notAPicture, LOGIN_SLIDE_LIMITS.uploadBytes),
        response: reply200,
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const bytes = request.body;
      if (bytes.length > LOGIN_SLIDE_LIMITS.uploadBytes)
        throw fieldError('file', SLIDES.tooLarge, 413);
      const made = await makeSlidePicture(bytes);
      if (!made.ok) throw fieldError('file', refusalMessage(made));
      const fileName = uploadName(request.headers['x-file-name']);
      const after = await app.db.transaction(async (tx) => {
        await lockSlides(tx);
        const added = await appendSlide(tx, LOGIN_SLIDE_LIMITS.max, (n) =>
          pictureSlideRow(n, fileName, made.picture),
        );
        if (!added) throw fieldError('file', SLIDES.slideLimit, 409);
        const stored = await listSlides(tx);
        await writeAudit(tx, {
          type: 'COUNTY_CONFIG_CHANGE',
          userId: user.id,
          username: user.username,
          detail: {
            group: 'loginPageSlides',
            uploaded: { fileName, bytes: made.picture.data.length, from: bytes.length },
            after: stored.map((slide) => slide.fileName),
          },
          clientAddress: request.ip,
        });
        return stored;
      });
      app.contentCache.clear();
      return reply.ok(configOf(after), SLIDES.uploaded({ name: fileName }));
    },
  );

  app.get(
    '/loginPageSlides/:id/picture',
    {
      onRequest: allowed,
      schema: {
        params: z.object({ id: z.uuid().max(36) }),
        response: { 200: fileReply('image/*', "A slide's picture.") },
      },
    },
    async (request, reply) => {
      const slide = await readSlideById(app.db, request.params.id);
      if (!slide) throw new ApiError(404, SLIDES.unknownSlide);
      // An id's picture never changes: the screen's browser may keep it.
      return sendSlide(reply, request.headers['if-none-match'], slide, 'private, max-age=86400');
    },
  );
};

export default slideRoutes;
