import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { MESSAGES } from './messages';
import authRoutes from './modules/auth/routes';
import cardGatewayRoutes from './modules/cardGateway/routes';
import creditcardRoutes from './modules/creditcard/routes';
import escrowDepositRoutes from './modules/escrowDeposit/routes';
import flatFeeRoutes from './modules/flatFee/routes';
import controlPanelRoutes from './modules/controlPanel/routes';
import currentUserRoutes from './modules/currentUser/routes';
import devRoutes from './modules/dev/routes';
import gisRoutes from './modules/gis/routes';
import healthRoutes from './modules/health/routes';
import helperdataRoutes from './modules/helperdata/routes';
import homeRoutes from './modules/home/routes';
import { portalRoutes, productConfigRoute } from './modules/portal/routes';
import searchRoutes from './modules/search/routes';
import taxRoutes from './modules/tax/routes';
import userManagerRoutes from './modules/userManager/routes';
import csrfPlugin from './plugins/csrf';
import databasePlugin from './plugins/database';
import envelopePlugin from './plugins/envelope';
import { registerRateLimit } from './plugins/rate-limit';
import sessionPlugin from './plugins/session';
import staticPlugin from './plugins/static';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export type BuildAppOptions = {
  config: Config;
  /** An open, migrated database (see prepareDatabase). */
  database: Database;
  /** Close the database when the app closes (false when a test shares one database between apps). */
  closeDatabase?: boolean;
  /** Where log lines go (default stdout). */
  logStream?: { write(line: string): void };
};

export async function buildApp({ config, database, closeDatabase = true, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream ? { level: config.logLevel, stream: logStream } : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // External plugins first: replies are compressed (the built assets come pre-compressed and are left alone),
  // the app's hooks read cookies, and the auth routes ask the rate limiter for a limit.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 5 answers a dynamic reply fast; the static assets were compressed at build time at the maximum.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(cookie);
  await registerRateLimit(app);

  // App plugins next, each needing the ones above it: the database, the envelope (reads the county lockout from
  // the database), CSRF and sessions (answer in envelopes), then static hosting (owns the not-found handler).
  await app.register(databasePlugin, { database, closeDatabase });
  await app.register(envelopePlugin);
  await app.register(csrfPlugin, { secureCookies: config.cookieSecure });
  await app.register(sessionPlugin);
  await app.register(staticPlugin, { frontendRoot: config.frontendRoot, modules: config.modules, basePath: config.basePath });

  // Routes last, so every hook and decorator above applies to them.
  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(currentUserRoutes, { prefix: '/currentUser' });
      await api.register(helperdataRoutes, { prefix: '/helperdata' });
      await api.register(portalRoutes, { prefix: '/portal' });
      await api.register(userManagerRoutes, { prefix: '/userManager' });
      await api.register(controlPanelRoutes, { prefix: '/controlPanel' });
      await api.register(homeRoutes, { prefix: '/home' });
      await api.register(devRoutes, { prefix: '/dev' });
      await api.register(healthRoutes);
      await api.register(creditcardRoutes, { prefix: '/creditcard' });
      await api.register(escrowDepositRoutes, { prefix: '/escrowDeposit' });
      await api.register(flatFeeRoutes, { prefix: '/flatFee' });
      await api.register(cardGatewayRoutes, { prefix: '/cardGateway' });
      await api.register(searchRoutes, { prefix: '/search' });
      await api.register(taxRoutes, { prefix: '/tax' });
      await api.register(gisRoutes, { prefix: '/gis' });
      // Any other /api path (including /api/external/*, not offered yet) is a 404 envelope, never the SPA page.
      api.all('/*', async (_request, reply) => reply.fail(404, MESSAGES.notFound));
    },
    { prefix: '/api' },
  );
  await app.register(productConfigRoute);
  // The spec's /external/... links (other county systems pointing into the portal) are not offered yet: say so
  // in an envelope rather than letting the browser router show an empty page.
  app.all('/external/*', async (_request, reply) => reply.fail(404, MESSAGES.notFound));

  return app;
}
