import type { RouteOptions } from 'fastify';
import { setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();

type Route = { method: string; url: string; schema: Record<string, unknown> };

/**
 * Routes that are not API calls: the not-found catch-all, the /api/external/* page that says no external service
 * is offered (the browser is sent there from the portal's /external/...), and the browsable page's own files.
 */
const NOT_API_CALLS = [
  /^\/api\/\*$/,
  /^\/api\/external\/\*$/,
  /^\/api\/docs(?!\/openapi\.json)(\/.*)?$/,
];

async function routesOf(overrides = {}): Promise<Route[]> {
  const routes: Route[] = [];
  const record = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      routes.push({
        method,
        url: route.url,
        schema: (route.schema ?? {}) as Record<string, unknown>,
      });
    }
  };
  await t.buildApp({ apiDocsPage: true, ...overrides }, { onRoute: record });
  return routes.filter(
    (r) => (r.url.startsWith('/api/') || r.url.startsWith('/county/')) && r.method !== 'HEAD',
  );
}

/** What a route lacks of the published contract: a body, params or a success response schema. */
function missingSchemas(route: Route): string[] {
  const missing: string[] = [];
  const response = (route.schema.response ?? {}) as Record<string, unknown>;
  if (!Object.keys(response).some((status) => /^2\d\d$|^2XX$/.test(status)))
    missing.push('response');
  if (['POST', 'PUT', 'PATCH'].includes(route.method) && !route.schema.body) missing.push('body');
  if (route.url.includes(':') && !route.schema.params) missing.push('params');
  return missing;
}

describe('the OpenAPI document', () => {
  test('every API call declares its request and its response, so the document describes it whole', async () => {
    const routes = await routesOf();
    expect(routes.length).toBeGreaterThan(40);
    const lacking = routes
      .filter((r) => !NOT_API_CALLS.some((pattern) => pattern.test(r.url)))
      .map((r) => ({ call: `${r.method} ${r.url}`, missing: missingSchemas(r) }))
      .filter((r) => r.missing.length > 0);
    expect(lacking).toEqual([]);
  });

  test('the check itself finds a call without schemas', async () => {
    const routes: Route[] = [];
    await t.buildApp(
      {},
      {
        onRoute: (route) =>
          routes.push({
            method: String(route.method),
            url: route.url,
            schema: (route.schema ?? {}) as Record<string, unknown>,
          }),
        extend: (app) => app.post('/api/example/:id', async () => ({})),
      },
    );
    const example = routes.find((r) => r.url === '/api/example/:id')!;
    expect(missingSchemas(example)).toEqual(['response', 'body', 'params']);
  });

  test('is served at /api/docs/openapi.json from the contract schemas', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(reply.statusCode).toBe(200);
    const document = reply.json();
    expect(document).toMatchObject({
      openapi: '3.1.0',
      info: { title: 'Land Record Portal API' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'lrp_session' } },
      },
    });
    const login = document.paths['/api/auth/login'].post;
    const body = login.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining(['username', 'password', 'language']),
    );
    const ok = login.responses['200'].content['application/json'].schema;
    expect(Object.keys(ok.properties).sort()).toEqual([
      'code',
      'content',
      'lockout',
      'message',
      'ok',
      'params',
    ]);
    expect(
      document.paths['/api/home/transactionReport'].post.responses['200'].content,
    ).toHaveProperty('application/pdf');
    expect(document.paths['/api/docs/openapi.json']).toBeUndefined();
    expect(Object.keys(document.paths)).not.toContain('/api/*');
  });

  test('the browsable page is at /api/docs with API_DOCS (on with the demo county), else not found', async () => {
    const withPage = await t.buildApp({ apiDocsPage: true });
    const page = await withPage.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    const spec = await withPage.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json().openapi).toBe('3.1.0');

    const withoutPage = await t.buildApp({ apiDocsPage: false });
    expect((await withoutPage.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(404);
    expect(
      (await withoutPage.inject({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode,
    ).toBe(200);
  });
});
