import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  EFILE_LIMITS,
  EFILE_MESSAGES,
  efileImageResponseSchema,
  envelopeSchema,
  type EfileFields,
  type EfileImageResponse,
} from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserRow } from '../../db/schema';
import { ApiError, fieldError } from '../../plugins/envelope';
import { requireSession, sessionOf } from '../../plugins/roles';
import { findAccount } from '../currentUser/service';
import { efileOpen } from './efile-open';
import { checkFields } from './fields';
import { EFILE } from './messages';
import { countPages } from './pages';
import { cardRefusal, paymentMethodOf, priceEfile, priceFigures } from './pricing';
import { removeStored } from './storage';
import {
  FIELDS_PART_BYTES,
  MULTIPART_OPTIONS,
  readUploadParts,
  type UploadParts,
} from './upload-parts';
import { insertUpload } from './uploads';

/**
 * The call's body for the OpenAPI document and the request checks: multipart, a `file` of at most 25,000,000
 * bytes and a `json` part. The parts are read by the handler as they arrive (Fastify leaves the body unset).
 */
const multipartBody = z
  .custom<undefined | null>(
    (value) => value === undefined || value === null,
    EFILE_MESSAGES.fileRequired,
  )
  .meta({
    type: 'object',
    properties: {
      file: { type: 'string', format: 'binary', maxLength: EFILE_LIMITS.maxBytes },
      json: { type: 'string', maxLength: FIELDS_PART_BYTES },
    },
    required: ['file', 'json'],
  });

/**
 * The body's size as the request checks see it: the document, the fields and room for the parts' headers. The
 * multipart parser holds each part to its own limit (MULTIPART_OPTIONS); no other parser is registered here.
 */
const UPLOAD_BODY_LIMIT = EFILE_LIMITS.maxBytes + FIELDS_PART_BYTES + 64 * 1024;

/** Refuses an unticked acknowledgement when the county asks for one. */
async function checkAcknowledged(app: FastifyInstance, fields: EfileFields): Promise<void> {
  const efile = await app.countyConfig.get('efile');
  if (efile.acknowledgement && !fields.acknowledged)
    throw fieldError('acknowledged', EFILE.acknowledge);
}

const FILE_REFUSALS = {
  empty: [EFILE.fileRequired, 400],
  tooLarge: [EFILE.tooLarge, 413],
  invalidFormat: [EFILE.invalidFormat, 400],
} as const;

const PAGE_REFUSALS = {
  encrypted: EFILE.encrypted,
  damaged: EFILE.damaged,
  noPages: EFILE.noPages,
  tooManyPages: EFILE.tooManyPages({ max: EFILE_LIMITS.maxPages }),
};

/** Stores, reads, prices and records an upload; any refusal removes the stored file. */
async function receiveUpload(
  app: FastifyInstance,
  user: UserRow,
  parts: UploadParts,
  id: string,
): Promise<EfileImageResponse> {
  const { stored } = parts;
  if (!stored) throw fieldError('file', EFILE.fileRequired);
  if (stored.kind !== 'stored') {
    const [refusal, status] = FILE_REFUSALS[stored.kind];
    throw fieldError('file', refusal, status);
  }
  try {
    const fields = checkFields(parts.fields);
    await checkAcknowledged(app, fields);
    const counted = await countPages(app.cpu, stored.absolutePath, stored.format);
    if (counted.kind !== 'ok') throw fieldError('file', PAGE_REFUSALS[counted.kind]);
    const account = await findAccount(app.db, user.accountId);
    const price = await priceEfile(app, fields.efileType, counted.pages, paymentMethodOf(account));
    const tooMuch = await cardRefusal(app, price);
    if (tooMuch) throw new ApiError(400, tooMuch);
    await insertUpload(app.db, {
      id,
      userId: user.id,
      accountId: account?.id ?? null,
      fields,
      filePath: stored.filePath,
      fileName: parts.fileName,
      format: stored.format,
      bytes: stored.bytes,
      sha256: stored.sha256,
      pages: counted.pages,
      price,
    });
    return { imageId: id, numberOfPages: counted.pages, ...priceFigures(price) };
  } catch (error) {
    await removeStored(app.config.dataDir, stored.filePath);
    throw error;
  }
}

/**
 * POST /api/efile/image (spec 3 §7): the document (`file`) and the form (`json`), multipart. The document is
 * stored under DATA_DIR/efile as it arrives (storage.ts), recognised by its content (PDF or TIFF), its pages
 * counted, priced for the submitter (pricing.ts) and recorded as an upload the submission pays for. This plugin
 * takes multipart bodies only: its parser is the only one registered here.
 */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  await app.register(multipart, MULTIPART_OPTIONS);

  app.post(
    '/image',
    {
      onRequest: requireSession(),
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        consumes: ['multipart/form-data'],
        body: multipartBody,
        response: { 200: envelopeSchema(efileImageResponseSchema) },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      await efileOpen(app);
      if (!request.isMultipart()) throw fieldError('file', EFILE.fileRequired);
      // The multipart parser holds the file to its limit but reads the rest of a body to its end: a body that
      // says it is larger than an upload can be is refused before any of it is read.
      if (Number(request.headers['content-length']) > UPLOAD_BODY_LIMIT)
        throw fieldError('file', EFILE.tooLarge, 413);
      const id = randomUUID();
      const parts = await readUploadParts(request, app.config.dataDir, id);
      return reply.ok(await receiveUpload(app, user, parts, id));
    },
  );
};

export default uploadRoutes;
