import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import serverPackage from '../../../package.json';
import { cookieName } from '../../lib/cookies';
import { PRODUCT_VERSION } from '../../product';

/*
 * The published API: an OpenAPI 3.1 document built by @fastify/swagger from the routes' own zod schemas (the
 * contract's, through fastify-type-provider-zod's transform), so it cannot drift from what the server checks.
 * GET /api/docs/openapi.json always; the browsable page at /api/docs with API_DOCS (on with the demo county).
 * test/modules/docs/openapi.test.ts fails when a route declares no request or no response schema.
 */

export const OPENAPI_PATH = '/openapi.json';

const description = (
  session: string,
  csrf: string,
) => `The Land Record Portal's API. Every JSON reply is the envelope \`{ ok, message, code, params, lockout, content }\`:
\`message\` is English, \`code\` and \`params\` name it in the message catalog for translation, and
\`content\` is described per call below. Signed-in calls need the session cookie (\`${session}\`, set by
POST auth/login); every call that changes something also needs the \`x-csrf-token\` header echoing the \`${csrf}\`
cookie the server sets on the first request. A 403 means "sign in again"; validation failures are 400 with
\`content.fieldErrors\` (English per field) and \`content.fieldMessages\` (\`{ code, params, message }\` per field).`;

/** Registers @fastify/swagger before any route, so it sees them all; and the page, when it is on. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Land Record Portal API',
        version: `${PRODUCT_VERSION} (API ${serverPackage.version})`,
        description: description(cookieName(app.config, 'session'), cookieName(app.config, 'csrf')),
      },
      servers: [{ url: app.config.basePath.replace(/\/$/, '') || '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: cookieName(app.config, 'session') },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (app.config.apiDocsPage) {
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  }
}

/** /api/docs/openapi.json: the document itself. */
const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        hide: true,
        response: {
          200: z
            .object({ openapi: z.string() })
            .loose()
            .meta({ description: 'The OpenAPI 3.1 document.' }),
        },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').send(app.swagger() as { openapi: string }),
  );
};

export default apiDocsRoutes;
