import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { constants as zlib } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { CpuPool } from './lib/cpu-pool';
import { mailPlugin } from './gateways/mail';
import jobsPlugin from './jobs/plugin';
import { DEFAULT_BODY_LIMIT } from './lib/body-limits';
import { REDACT_PATHS, REDACTED, serializeError, serializeRequest } from './lib/logging';
import { MESSAGES } from './messages';
import authRoutes from './modules/auth/routes';
import cardGatewayRoutes from './modules/cardGateway/routes';
import { cardPaymentsPlugin } from './modules/cardGateway/settlement';
import creditcardRoutes from './modules/creditcard/routes';
import escrowDepositRoutes from './modules/escrowDeposit/routes';
import efileCardRoutes from './modules/efile/card-routes';
import efileRoutes from './modules/efile/routes';
import flatFeeRoutes from './modules/flatFee/routes';
import accountRoutes from './modules/accounts/routes';
import landSharkOneRoutes from './modules/landSharkOne/routes';
import purgeRoutes from './modules/purge/routes';
import reportRoutes from './modules/reports/routes';
import sessionRoutes from './modules/sessions/routes';
import controlPanelRoutes from './modules/controlPanel/routes';
import paragraphListRoutes from './modules/paragraphs/routes';
import slideRoutes from './modules/slides/routes';
import reloadConfigurationRoutes from './modules/controlPanel/reload-configuration';
import currentUserRoutes from './modules/currentUser/routes';
import devRoutes from './modules/dev/routes';
import apiDocsRoutes, { registerOpenApi } from './modules/docs/routes';
import alertRoutes from './modules/alerts/routes';
import { recordingRoutes, serviceCredentialRoutes } from './modules/recordings/routes';
import gisRoutes from './modules/gis/routes';
import healthRoutes from './modules/health/routes';
import helperdataRoutes from './modules/helperdata/routes';
import homeRoutes from './modules/home/routes';
import imagingRoutes from './modules/imaging/routes';
import loggingRoutes from './modules/logging/routes';
import monitoringPlugin from './modules/monitoring/plugin';
import monitoringRoutes from './modules/monitoring/routes';
import moduleReleaseRoutes from './modules/portal/release-routes';
import { portalRoutes, productConfigRoute } from './modules/portal/routes';
import searchRoutes from './modules/search/routes';
import taxRoutes from './modules/tax/routes';
import userManagerRoutes from './modules/userManager/routes';
import afterReplyPlugin from './plugins/after-reply';
import apiNoStorePlugin from './plugins/api-no-store';
import cacheGenerationsPlugin from './plugins/cache-generations';
import cpuPoolPlugin from './plugins/cpu-pool';
import csrfPlugin from './plugins/csrf';
import databasePlugin from './plugins/database';
import envelopePlugin, { countyLockout } from './plugins/envelope';
import imageStorePlugin from './plugins/image-store';
import inputGuardPlugin from './plugins/input-guard';
import { registerRateLimit } from './plugins/rate-limit';
import { BARE_REPLY_HEADERS, registerSecurityHeaders } from './plugins/security-headers';
import sessionPlugin from './plugins/session';
import sessionCachePlugin from './plugins/session-cache';
import shutdownPlugin from './plugins/shutdown';
import { externalNotOfferedPage } from './lib/external-page';
import staticPlugin from './plugins/static';
import { pageHintsFor } from './modules/portal/page-hints';

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
  /** Sees every route as it is added (the OpenAPI completeness test; the fuzz test finds every POST route and its body schema). */
  onRoute?: (route: RouteOptions) => void;
  /** The CPU pool to use (a test's, with a stand-in worker); default: one sized by the configuration. */
  cpuPool?: CpuPool;
};

export async function buildApp({
  config,
  database,
  closeDatabase = true,
  logStream,
  onRoute,
  cpuPool,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: { req: serializeRequest, err: (err) => serializeError(err) },
    },
    trustProxy: config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // While stopping, plugins/shutdown.ts answers late requests in our envelope.
    return503OnClosing: false,
    // A URL the router cannot decode (`/api/%E0%A4%A`) is answered in the envelope like every other 400 (the
    // router calls this before any route, so the reply has none of our decorators).
    frameworkErrors: (_error, _request, reply) => {
      void countyLockout(app).then((lockout) =>
        (reply as FastifyReply)
          .code(400)
          .headers(BARE_REPLY_HEADERS)
          .send({ ok: false, ...MESSAGES.badUrl, lockout, content: null }),
      );
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  if (onRoute) app.addHook('onRoute', onRoute);

  // The stop guard first, so a request that arrives while the instance stops runs no other hook.
  await app.register(shutdownPlugin);
  // External plugins next: security headers on every reply (even the ones a hook below ends early), compression
  // (the built assets come pre-compressed and are left alone), cookies (the app's hooks read them), the rate
  // limiter (counting in the database; the auth routes ask it for a limit), and the OpenAPI document (collects
  // every route registered after it).
  await registerSecurityHeaders(app, config);
  await app.register(compress, {
    threshold: 1024,
    // Dynamic replies, in the order the server prefers when a browser accepts several. Measured on a page of
    // search results (about 120 KB of JSON; bench/README.md, "Search"): zstd at its default level 3 gives 8.2 KB
    // in 0.11 ms (current Chrome, Edge and Firefox ask for it over HTTPS; Node 22.15+ has it, and the plugin
    // leaves it out where Node has not); brotli quality 3 gives 8.5 KB in 0.28 ms (Safari; faster than quality
    // 1, 2 or 4); gzip level 3 gives 9.2 KB in 0.22 ms (older browsers and plain HTTP; its default level 6 took
    // 0.59 ms for 8.0 KB). The static assets were compressed at build time. Up to 256 KB a reply is compressed
    // inline: the stream pipeline's hand-off to the thread pool cost a search about 1.5 ms more than the
    // compression itself.
    encodings: ['zstd', 'br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 3 } },
    // gzip's level; zstd ignores `level` and keeps its default, 3.
    zlibOptions: { level: 3 },
    syncThreshold: 256 * 1024,
  });
  await app.register(cookie);
  await registerRateLimit(app, database.db);
  await registerOpenApi(app);

  // App plugins next, each needing the ones above it: the cache generations (read per request), the database
  // and its repositories (the county settings read through the content cache), the session cache, the worker
  // threads for CPU-heavy work, the image store (the county's scanned pages), the job queue
  // and what runs on it (mail delivery, card payment settlement), the envelope (reads the county lockout), CSRF,
  // sessions and the input guard (answer in envelopes), no-store on API replies, work after the reply, then static hosting (owns the
  // not-found handler).
  await app.register(cacheGenerationsPlugin, { database, enabled: config.cacheSeconds > 0 });
  await app.register(databasePlugin, { database, closeDatabase });
  await app.register(sessionCachePlugin, { ttlSeconds: config.cacheSeconds });
  await app.register(cpuPoolPlugin, { pool: cpuPool });
  await app.register(imageStorePlugin);
  await app.register(jobsPlugin);
  // Monitoring counts every request (its hook sees every route below) and listens to the job queue above.
  await app.register(monitoringPlugin);
  await app.register(mailPlugin);
  await app.register(cardPaymentsPlugin);
  await app.register(envelopePlugin);
  await app.register(csrfPlugin);
  await app.register(sessionPlugin);
  await app.register(inputGuardPlugin);
  await app.register(apiNoStorePlugin);
  await app.register(afterReplyPlugin);
  await app.register(staticPlugin, {
    frontendRoot: config.frontendRoot,
    modules: config.modules,
    basePath: config.basePath,
    hints: pageHintsFor(app),
  });

  // Routes last, so every hook and decorator above applies to them.
  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(currentUserRoutes, { prefix: '/currentUser' });
      await api.register(helperdataRoutes, { prefix: '/helperdata' });
      await api.register(portalRoutes, { prefix: '/portal' });
      await api.register(userManagerRoutes, { prefix: '/userManager' });
      await api.register(controlPanelRoutes, { prefix: '/controlPanel' });
      await api.register(paragraphListRoutes, { prefix: '/controlPanel' });
      await api.register(slideRoutes, { prefix: '/controlPanel' });
      await api.register(reloadConfigurationRoutes, { prefix: '/controlPanel' });
      await api.register(accountRoutes, { prefix: '/controlPanel' });
      await api.register(purgeRoutes, { prefix: '/controlPanel' });
      await api.register(landSharkOneRoutes, { prefix: '/controlPanel' });
      await api.register(sessionRoutes, { prefix: '/controlPanel' });
      await api.register(serviceCredentialRoutes, { prefix: '/controlPanel' });
      await api.register(recordingRoutes, { prefix: '/records' });
      await api.register(alertRoutes, { prefix: '/alerts' });
      await api.register(moduleReleaseRoutes, { prefix: '/controlPanel/moduleReleases' });
      await api.register(homeRoutes, { prefix: '/home' });
      await api.register(reportRoutes, { prefix: '/report' });
      await api.register(loggingRoutes, { prefix: '/logging' });
      await api.register(monitoringRoutes, { prefix: '/monitoring' });
      await api.register(devRoutes, { prefix: '/dev' });
      await api.register(healthRoutes);
      await api.register(creditcardRoutes, { prefix: '/creditcard' });
      await api.register(efileCardRoutes, { prefix: '/creditcard' });
      await api.register(escrowDepositRoutes, { prefix: '/escrowDeposit' });
      await api.register(flatFeeRoutes, { prefix: '/flatFee' });
      await api.register(imagingRoutes, { prefix: '/imaging' });
      await api.register(efileRoutes, { prefix: '/efile' });
      await api.register(cardGatewayRoutes, { prefix: '/cardGateway' });
      await api.register(apiDocsRoutes, { prefix: '/docs' });
      await api.register(searchRoutes, { prefix: '/search' });
      await api.register(taxRoutes, { prefix: '/tax' });
      await api.register(gisRoutes, { prefix: '/gis' });
      // The portal page at /external/... sends the browser to the same path here (spec 1 §2). No external service
      // is offered yet: a browser that navigated here gets a page saying so; an API caller the envelope.
      api.all('/external/*', { schema: { hide: true } }, async (request, reply) => {
        if (request.headers['sec-fetch-mode'] !== 'navigate')
          return reply.fail(404, MESSAGES.notFound);
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(externalNotOfferedPage(config.basePath));
      });
      // Any other /api path is a 404 envelope, never the SPA page.
      api.all('/*', { schema: { hide: true } }, async (_request, reply) =>
        reply.fail(404, MESSAGES.notFound),
      );
    },
    { prefix: '/api' },
  );
  await app.register(productConfigRoute);

  return app;
}
