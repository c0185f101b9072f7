import { rmSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { descriptor, frontendRoot, releaseId } from '../helpers/frontend-fixture';
import { setupServerTest } from '../helpers/test-app';

const t = setupServerTest();

const IMMUTABLE = 'public, max-age=31536000, immutable';
const RELEASE = `mfe-auth/releases/${releaseId()}`;
const INDEX =
  '<!doctype html><base href="/" /><title>Land Record Portal</title><div id="root"></div>';

function builtFrontEnd() {
  return frontendRoot({
    'shell/dist/index.html': INDEX,
    'shell/dist/main.a25433a676.js': 'console.log("shell")',
    'shell/dist/assets/provider-logo.a8277097d9.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'shell/dist/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    [`${RELEASE}/remoteEntry.js`]: 'var lrp_auth;',
    [`${RELEASE}/module.json`]: descriptor('mfe-auth'),
    [`${RELEASE}/263.6e1436cd92.js`]: 'chunk()',
    // The build writes compressed copies beside each asset; these stand in for them, recognizable by content.
    [`${RELEASE}/263.6e1436cd92.js.br`]: 'brotli copy',
    [`${RELEASE}/263.6e1436cd92.js.gz`]: 'gzip copy',
    // A release being copied in (tooling/release.mjs renames it when complete) is not served.
    [`mfe-auth/releases/.${releaseId('1.1.0')}.partial/remoteEntry.js`]: 'var half;',
  });
}

const get = (app: FastifyInstance, url: string, accept = '*/*') =>
  app.inject({ method: 'GET', url, headers: { accept } });

describe('the shell page under a base path', () => {
  test('carries <base href> of the base path, so deep links load the scripts from the portal root', async () => {
    const app = await t.buildApp({
      frontendRoot: builtFrontEnd(),
      modules: ['mfe-auth'],
      basePath: '/records/',
    });
    const response = await get(app, '/reports/UserReport', 'text/html');
    expect(response.body).toContain('<base href="/records/" />');
    await app.close();
  });
});

describe('static hosting of the built front end', () => {
  let app: FastifyInstance;
  let root: string;
  beforeAll(async () => {
    root = builtFrontEnd();
    app = await t.buildApp({ frontendRoot: root, modules: ['mfe-auth', 'mfe-search'] });
  });

  // Every file of a release is immutable, its remoteEntry.js too: a new build is a new release folder.
  test.each([
    [`/modules/mfe-auth/${releaseId()}/remoteEntry.js`, IMMUTABLE],
    [`/modules/mfe-auth/${releaseId()}/module.json`, IMMUTABLE],
    [`/modules/mfe-auth/${releaseId()}/263.6e1436cd92.js`, IMMUTABLE],
    ['/shell.json', 'no-cache'],
    ['/main.a25433a676.js', IMMUTABLE],
    ['/assets/provider-logo.a8277097d9.svg', IMMUTABLE],
    ['/favicon.svg', 'no-cache'],
  ])('%s is served with Cache-Control %s', async (url, cacheControl) => {
    const response = await get(app, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  test('an asset is sent as the compressed copy the browser accepts, and says it varies by Accept-Encoding', async () => {
    const url = `/modules/mfe-auth/${releaseId()}/263.6e1436cd92.js`;
    const brotli = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.body).toBe('brotli copy');
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip copy');
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('chunk()');
  });

  test('API replies and the shell page are compressed for a browser that accepts it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/helperdata/codeDescriptions' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const reply = await app.inject({
      method: 'GET',
      url: '/api/helperdata/codeDescriptions',
      headers: { 'accept-encoding': 'br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(reply.rawPayload).toString())).toEqual(
      JSON.parse(plain.body),
    );
    const page = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  test('/ and every page URL of the single-page app get the shell index.html, not cached', async () => {
    for (const url of [
      '/',
      '/login',
      '/search/searchByName',
      '/userManager/12?tab=2',
      '/index.html',
    ]) {
      const response = await get(app, url, 'text/html,application/xhtml+xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    }
  });

  test('misses under /modules and /county, and requests not asking for HTML, are plain 404s', async () => {
    for (const [url, accept] of [
      [`/modules/mfe-auth/${releaseId()}/nope.js`, 'text/html'],
      ['/modules/mfe-auth/remoteEntry.js', '*/*'],
      [`/modules/mfe-auth/.${releaseId('1.1.0')}.partial/remoteEntry.js`, '*/*'],
      ['/modules/mfe-unknown/remoteEntry.js', '*/*'],
      ['/county/other.json', 'text/html'],
      ['/missing.js', '*/*'],
    ]) {
      const response = await get(app, url, accept);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  test('/external/... is the portal page, which sends the browser to the same path on the server (spec 1 §2)', async () => {
    const response = await get(app, '/external/parcelid/12-345-6789', 'text/html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  test('a browser sent to /api/external/... reads that the link is not offered, on a page, not a raw envelope', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/external/parcelid/12-345-6789',
      headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('This link is not offered by the portal.');
    expect(response.body).toContain('href="/home"');
  });

  test('a module not built yet is simply absent', async () => {
    expect((await get(app, `/modules/mfe-search/${releaseId()}/remoteEntry.js`)).statusCode).toBe(
      404,
    );
  });

  test('without a front-end build, page URLs answer 503 saying to run npm run build', async () => {
    rmSync(path.join(root, 'shell'), { recursive: true, force: true });
    const response = await get(app, '/login', 'text/html');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
