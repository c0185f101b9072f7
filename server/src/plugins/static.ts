import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieName } from '../lib/cookies';
import { globalPlugin } from '../lib/global-plugin';

/** The shell's files a redeploy changes in place: always revalidated. */
const NO_CACHE_FILES = new Set(['index.html', 'shell.json']);
/** webpack's `[name].[contenthash]`: the name changes whenever the content does. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The shell's files: content-hashed ones are cached for a year; index.html, and any other file without a hash
 * in its name (favicon.svg), are revalidated, since a redeploy may change them in place. (A module's files are
 * all immutable: each lives in a release folder named by its content hash, never overwritten.)
 */
export function cacheControlFor(filePath: string): string {
  // A compressed copy (.br, .gz) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return NO_CACHE_FILES.has(name) || !CONTENT_HASHED.test(name) ? NO_CACHE : IMMUTABLE;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Land Record Portal</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 4rem auto;">
<h1>The portal has not been built yet</h1>
<p>The server is running, but the front end is missing. Run <code>npm run build</code> at the top of the
repository (or <code>npm start</code>, which builds and serves), then reload this page.</p>
</body></html>
`;

/** Paths that are never the single-page app, so a miss there is a plain 404. */
const NOT_SPA = /^\/(api|modules|county)(\/|$)/;

/** Preload links for the page at a path (modules/portal/page-hints.ts); `session` when a session cookie came. */
export type PageHints = (pathname: string, session: boolean) => Promise<string[]>;

async function sendShellIndex(
  reply: FastifyReply,
  shellDist: string,
  basePath: string,
  hints: string[],
): Promise<FastifyReply> {
  try {
    // The shell's scripts are relative to <base href>; a deep link such as /reports/UserReport needs it. The page's
    // preload hints go at the end of <head>.
    const html = (await readFile(path.join(shellDist, 'index.html'), 'utf8'))
      .replace('<base href="/" />', `<base href="${basePath}" />`)
      .replace('</head>', `  ${hints.join('\n    ')}\n  </head>`);
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send(html);
  } catch {
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('cache-control', NO_CACHE)
      .send(NOT_BUILT_PAGE);
  }
}

/**
 * Serves the built front end: the shell at `/`, each module's releases at `/modules/<name>/<release>/`, and
 * the shell's index.html for any other page URL (the browser router owns them). Files are looked up per
 * request, so a newly published release is served at once.
 */
export default globalPlugin(
  'static-hosting',
  async (
    app: FastifyInstance,
    options: { frontendRoot: string; modules: string[]; basePath: string; hints?: PageHints },
  ) => {
    const sessionCookie = cookieName(app.config, 'session');
    const hintsFor = async (request: FastifyRequest, pathname: string) =>
      options.hints ? options.hints(pathname, Boolean(request.cookies?.[sessionCookie])) : [];
    const shellDist = path.join(options.frontendRoot, 'shell', 'dist');
    const setHeaders = (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    };
    // preCompressed: the build wrote .br and .gz beside each asset; the one the browser accepts is sent (Vary set).
    const common = {
      cacheControl: false,
      decorateReply: false,
      wildcard: true,
      preCompressed: true,
      setHeaders,
      logLevel: 'warn' as const,
    };
    // A release folder being copied in (`.<release>.partial`, renamed when complete) is never served.
    const immutable = {
      ...common,
      dotfiles: 'ignore' as const,
      setHeaders: (reply: FastifyReply) => void reply.header('cache-control', IMMUTABLE),
    };

    // The shell page itself always goes through sendShellIndex (it sets <base href>), also at / and /index.html.
    app.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0];
      if (
        (request.method === 'GET' || request.method === 'HEAD') &&
        (pathname === '/' || pathname === '/index.html')
      ) {
        return sendShellIndex(
          reply,
          shellDist,
          options.basePath,
          await hintsFor(request, pathname),
        );
      }
    });
    await app.register(fastifyStatic, { ...common, root: shellDist, prefix: '/', index: false });
    for (const name of options.modules) {
      // Releases are immutable (a new build is a new folder), remoteEntry.js and module.json included.
      await app.register(fastifyStatic, {
        ...immutable,
        root: path.join(options.frontendRoot, name, 'releases'),
        prefix: `/modules/${name}/`,
        index: false,
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0];
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !NOT_SPA.test(pathname) &&
        (request.headers.accept ?? '').includes('text/html');
      if (wantsPage)
        return sendShellIndex(
          reply,
          shellDist,
          options.basePath,
          await hintsFor(request, pathname),
        );
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
);
