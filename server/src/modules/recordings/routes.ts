import {
  envelopeSchema,
  recordingsImportReportSchema,
  recordingsImportRequestSchema,
  serviceCredentialCreatedSchema,
  serviceCredentialCreateSchema,
  serviceCredentialSchema,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { createCredential, listCredentials, revokeCredential } from './credentials';
import { importRecordings } from './import-recordings';
import { requireServiceCredential } from './service-access';

/** A call's documents: 1,000 recordings of a few kilobytes each, with room for long legal descriptions. */
const RECORDINGS_BODY_LIMIT = 16 * 1024 * 1024;
/** Calls a minute one credential may make (a day of a large county is five). */
const CALLS_PER_MINUTE = 120;

/**
 * POST records/recordings: the county's recording system sends new and corrected recordings (docs/
 * recordings-import.md), signed by a service credential of scope `records:import`. Each document is checked on its
 * own; the answer reports what was added, replaced and rejected (with reasons). Rate-limited per credential.
 */
export const recordingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('serviceCredential', null);
  app.post(
    '/recordings',
    {
      onRequest: [
        requireServiceCredential('records:import'),
        app.rateLimit({
          max: CALLS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `records:${request.serviceCredential?.id ?? request.ip}`,
        }),
      ],
      bodyLimit: RECORDINGS_BODY_LIMIT,
      // Signed by its bearer token, which no other site can make a browser send.
      config: { csrf: 'exempt' },
      schema: {
        body: recordingsImportRequestSchema,
        response: { 200: envelopeSchema(recordingsImportReportSchema) },
      },
    },
    async (request, reply) => {
      const credential = request.serviceCredential!;
      const { report } = await importRecordings(
        app.db,
        request.body.documents.map((value, i) => ({ line: i + 1, value })),
        {
          kind: 'credential',
          credentialId: credential.id,
          name: credential.name,
          clientAddress: request.ip,
        },
      );
      return reply.ok(report);
    },
  );
};

/**
 * Control Panel > Technical > Recording Feed (TRIMIN): the service credentials. GET serviceCredentials lists them;
 * POST serviceCredentials creates one and answers its token (once); POST serviceCredentials/{id}/revoke revokes it.
 */
export const serviceCredentialRoutes: FastifyPluginAsyncZod = async (app) => {
  const trimin = requireRoles(['TRIMIN']);
  const actor = (request: Parameters<typeof sessionOf>[0]) => {
    const { user } = sessionOf(request);
    return { userId: user.id, username: user.username, clientAddress: request.ip };
  };

  app.get(
    '/serviceCredentials',
    {
      onRequest: trimin,
      schema: { response: { 200: envelopeSchema(z.array(serviceCredentialSchema)) } },
    },
    async (_request, reply) => reply.ok(await listCredentials(app.db)),
  );

  app.post(
    '/serviceCredentials',
    {
      onRequest: trimin,
      schema: {
        body: serviceCredentialCreateSchema,
        response: { 200: envelopeSchema(serviceCredentialCreatedSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await createCredential(
          app.db,
          { name: request.body.name, scope: 'records:import' },
          actor(request),
        ),
      ),
  );

  app.post(
    '/serviceCredentials/:id/revoke',
    {
      onRequest: trimin,
      schema: {
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        body: z.object({}),
        response: { 200: envelopeSchema(serviceCredentialSchema) },
      },
    },
    async (request, reply) => {
      const revoked = await revokeCredential(app.db, request.params.id, actor(request));
      if (!revoked) throw new ApiError(404, MESSAGES.notFound);
      return reply.ok(revoked);
    },
  );
};
