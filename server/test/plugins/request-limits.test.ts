import { WEB_ADDRESS_MESSAGE } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { MESSAGES, SESSION } from '../../src/messages';
import { isAccessCheck } from '../../src/plugins/roles';
import { documentRef } from '../helpers/search';
import { setupServerTest, type TestClient } from '../helpers/test-app';

const t = setupServerTest();

type Route = { url: string; methods: string[]; options: RouteOptions };

/** Every route of an app built for the test, as the app declares it. */
async function allRoutes(): Promise<{ app: FastifyInstance; routes: Route[] }> {
  const routes: Route[] = [];
  const app = await t.buildApp(
    {},
    {
      onRoute: (route) =>
        routes.push({ url: route.url, methods: [route.method].flat(), options: route }),
    },
  );
  return { app, routes };
}

async function signedIn(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

/** The probe's body: a county-settings list of 120,000 zeros (240 KB). */
const zeros = (n: number) => Array.from({ length: n }, () => 0);

describe('who may call a route is decided before its body is read', () => {
  test('no route runs its session or role check after the body is parsed or validated', async () => {
    const { routes } = await allRoutes();
    const late = routes.flatMap((route) =>
      (['preParsing', 'preValidation', 'preHandler'] as const)
        .filter((hook) => [route.options[hook]].flat().some(isAccessCheck))
        .map((hook) => `${route.methods.join(',')} ${route.url} (${hook})`),
    );
    expect(late).toEqual([]);
    const checked = routes.filter((route) => [route.options.onRequest].flat().some(isAccessCheck));
    expect(checked.length).toBeGreaterThan(60);
  });

  test("a stranger's oversized county settings are refused for who sent them, in a small reply", async () => {
    const anonymous = t.client();
    for (const [group, body] of [
      ['modules', { disabled: zeros(120_000) }],
      ['notableDates', { headings: zeros(120_000), rows: [] }],
      [
        'flatFeeOverride',
        { countyAdminReload: true, accountAdminReload: true, rates: zeros(150_000) },
      ],
    ] as const) {
      const reply = await anonymous.post(`/api/controlPanel/countyConfig/${group}`, body);
      expect([group, reply.status, reply.body.message]).toEqual([
        group,
        403,
        SESSION.expired.message,
      ]);
      expect(reply.response.body.length).toBeLessThan(300);
    }
    const user = await signedIn('escrow.user');
    const forbidden = await user.post('/api/controlPanel/countyConfig/modules', {
      disabled: zeros(120_000),
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.response.body.length).toBeLessThan(300);
  });
});

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  maxItems?: number;
  maxProperties?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

const INT4_MAX = 2_147_483_647;

/** Every place in a request schema that takes unbounded input: a string or list without a maximum, a number without both ends. */
function unbounded(schema: JsonSchema, path: string): string[] {
  const merged: JsonSchema = schema.allOf
    ? Object.assign({}, ...schema.allOf, { ...schema, allOf: undefined })
    : schema;
  const s = merged;
  const found: string[] = [];
  for (const variant of [...(s.anyOf ?? []), ...(s.oneOf ?? [])])
    found.push(...unbounded(variant, path));
  if (s.enum !== undefined || s.const !== undefined) return found;
  const types = [s.type].flat();
  if (types.includes('string') && s.maxLength === undefined)
    found.push(`${path}: a text without a maximum length`);
  if (types.includes('array')) {
    if (s.maxItems === undefined && !s.prefixItems)
      found.push(`${path}: a list without a maximum number of items`);
    if (s.items) found.push(...unbounded(s.items, `${path}[]`));
    for (const [i, item] of (s.prefixItems ?? []).entries())
      found.push(...unbounded(item, `${path}[${i}]`));
  }
  if (types.includes('integer') || types.includes('number')) {
    const max = s.maximum ?? s.exclusiveMaximum;
    const min = s.minimum ?? s.exclusiveMinimum;
    if (max === undefined || min === undefined) found.push(`${path}: a number without both ends`);
    else if (types.includes('integer') && (max > INT4_MAX || min < -INT4_MAX - 1))
      found.push(`${path}: a whole number beyond an integer column (${min}..${max})`);
  }
  if (types.includes('object') || s.properties) {
    for (const [key, child] of Object.entries(s.properties ?? {}))
      found.push(...unbounded(child, `${path}.${key}`));
    const extra = s.additionalProperties;
    if (
      extra &&
      typeof extra === 'object' &&
      s.maxProperties === undefined &&
      !s.propertyNames?.enum
    ) {
      found.push(`${path}: a record without a maximum number of keys`);
    }
  }
  if (!s.type && !s.anyOf && !s.oneOf && !s.allOf && !s.properties)
    found.push(`${path}: any value`);
  return found;
}

describe('every request is bounded by its schema', () => {
  test('every text, list and number a route takes (body, query, path) has a maximum', async () => {
    const { routes } = await allRoutes();
    const found: string[] = [];
    let parts = 0;
    for (const route of routes) {
      if (route.url.startsWith('/api/docs')) continue;
      const schema = (route.options.schema ?? {}) as Record<string, z.ZodType | undefined>;
      for (const part of ['body', 'querystring', 'params'] as const) {
        const zod = schema[part];
        if (!zod) continue;
        parts += 1;
        const json = z.toJSONSchema(zod, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
        found.push(...unbounded(json, `${route.methods.join(',')} ${route.url} ${part}`));
      }
    }
    expect(parts).toBeGreaterThan(80);
    expect([...new Set(found)]).toEqual([]);
  });
});

describe('numbers beyond the columns are refused with the field named', () => {
  const TOO_BIG = 2 ** 31;

  test('ids and page numbers of 2,147,483,648 or more: a 400 naming the field, in the path and in bodies', async () => {
    const admin = await signedIn('trimin.admin');
    for (const url of [
      `/api/userManager/user/${TOO_BIG}`,
      '/api/controlPanel/accountTasks/9223372036854775808',
    ]) {
      const reply = await admin.get(url);
      expect([url, reply.status, reply.body.content]).toEqual([
        url,
        400,
        { fieldErrors: { id: 'Must be at most 2147483647.' }, fieldMessages: expect.any(Object) },
      ]);
    }
    const user = await signedIn('escrow.user');
    const bodies: [string, Record<string, unknown>, string][] = [
      ['/api/search/documentDetails', { docId: TOO_BIG }, 'docId'],
      ['/api/search/referenceDocuments', { id: 2 ** 53 - 1 }, 'id'],
      ['/api/tax/getLinks', { id: TOO_BIG }, 'id'],
      [
        '/api/search/searchByTorrensCertificate',
        { certificateNumber: '1', pageNumber: TOO_BIG },
        'pageNumber',
      ],
    ];
    for (const [url, body, field] of bodies) {
      const reply = await user.post(url, body);
      expect([url, reply.status, reply.body.content]).toEqual([
        url,
        400,
        {
          fieldErrors: { [field]: 'Must be at most 2147483647.' },
          fieldMessages: expect.any(Object),
        },
      ]);
    }
  });

  test('a document number range beyond 15 digits (2^63 and up) is an invalid range, not a database error', async () => {
    const user = await signedIn('escrow.user');
    const reply = await user.post('/api/search/searchByDocumentNumber', {
      documentNumber: '9223372036854775808',
      toDocumentNumber: '9223372036854775809',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toEqual({
      fieldErrors: {
        documentNumber: 'Invalid numeric range.',
        toDocumentNumber: 'Invalid numeric range.',
      },
      fieldMessages: expect.any(Object),
    });
    const fits = await user.post('/api/search/searchByDocumentNumber', {
      documentNumber: '1',
      toDocumentNumber: '999999999999999',
    });
    expect(fits.status).toBe(200);
  });
});

describe('bodies and refusals are bounded', () => {
  test('a body over 64 KB is refused for its size before it is parsed; a route that needs more says so', async () => {
    const anonymous = t.client();
    const big = await anonymous.post('/api/auth/login', {
      username: 'x'.repeat(70 * 1024),
      password: 'x',
    });
    expect([big.status, big.body.message]).toEqual([413, MESSAGES.bodyTooLarge.message]);
    const { routes } = await allRoutes();
    const notableDates = routes.find(
      (r) => r.url === '/api/controlPanel/countyConfig/notableDates' && r.methods.includes('POST'),
    );
    expect(notableDates?.options.bodyLimit).toBe(256 * 1024);
  });

  test('every route takes the largest body its schema allows (so no limit refuses a valid form)', async () => {
    const { app, routes } = await allRoutes();
    const tooSmall: string[] = [];
    for (const route of routes) {
      const schema = (route.options.schema as { body?: z.ZodType } | undefined)?.body;
      if (!schema) continue;
      const largest = JSON.stringify(
        largestValue(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema),
      );
      const limit = route.options.bodyLimit ?? app.initialConfig.bodyLimit!;
      if (Buffer.byteLength(largest) > limit)
        tooSmall.push(`${route.url}: ${Buffer.byteLength(largest)} > ${limit}`);
    }
    expect(tooSmall).toEqual([]);
  });

  test('a refusal names at most 20 fields, each in at most 200 characters', async () => {
    const admin = await signedIn('trimin.admin');
    const rows = Array.from({ length: 40 }, () => Array.from({ length: 10 }, () => 0));
    const reply = await admin.post('/api/controlPanel/countyConfig/notableDates', {
      headings: [],
      rows,
    });
    expect(reply.status).toBe(400);
    const { fieldErrors } = reply.body.content as { fieldErrors: Record<string, string> };
    expect(Object.keys(fieldErrors)).toHaveLength(20);
    expect(fieldErrors['rows.0.0']).toBe('Must be a string.');
    expect(reply.response.body.length).toBeLessThan(4096);
  });
});

/** The largest value a JSON Schema allows: every text at its maximum length, every list at its maximum size. */
function largestValue(schema: JsonSchema, depth = 0): unknown {
  if (depth > 12) return null;
  const s: JsonSchema = schema.allOf
    ? Object.assign({}, ...schema.allOf, { ...schema, allOf: undefined })
    : schema;
  const variants = s.anyOf ?? s.oneOf;
  if (variants) {
    return variants
      .map((variant) => largestValue(variant, depth + 1))
      .reduce(
        (a, b) => (JSON.stringify(b ?? null).length > JSON.stringify(a ?? null).length ? b : a),
        null,
      );
  }
  if (s.enum)
    return s.enum.reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));
  if (s.const !== undefined) return s.const;
  switch ([s.type].flat().find((type) => type !== 'null')) {
    case 'string':
      return 'x'.repeat(s.maxLength ?? 0);
    case 'integer':
    case 'number':
      return -(2 ** 53);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.maxItems ?? s.prefixItems?.length ?? 0 }, (_, i) =>
        largestValue(s.prefixItems?.[i] ?? s.items ?? {}, depth + 1),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, child]) => [
          key,
          largestValue(child, depth + 1),
        ]),
      );
    default:
      return null;
  }
}

describe('signed-in replies are never cached', () => {
  test('the profile, the session status, a user entry and a bought image carry Cache-Control: no-store', async () => {
    const admin = await signedIn('trimin.admin');
    const replies = [
      await admin.get('/api/currentUser/profile'),
      await admin.get('/api/currentUser/loginStatus'),
      await admin.get('/api/userManager/user/1'),
      await t.client().get('/api/currentUser/loginStatus'),
      await t.client().post('/api/controlPanel/countyConfig/modules', { disabled: [] }),
    ];
    for (const reply of replies) expect(reply.response.headers['cache-control']).toBe('no-store');

    const user = await signedIn('escrow.user');
    const docId = await documentId();
    const order = await user.post<{ imageState: { guid: string } }>(
      '/api/imaging/computeDownloadOrder',
      {
        ...documentRef(docId),
        pageSelectionMethod: 'CSV_PAGES',
        selectedAsCsv: '1',
      },
    );
    expect(order.status).toBe(200);
    const guid = order.body.content.imageState.guid;
    expect(
      (await user.post('/api/imaging/payDownloadOrder', { imageStateGuid: guid })).status,
    ).toBe(200);
    const image = await user.post('/api/imaging/getImage', { imageStateGuid: guid });
    expect(image.status).toBe(200);
    expect(image.response.headers['cache-control']).toBe('no-store');
  });

  test('what is public and meant to be cached keeps its own caching', async () => {
    const slide = await t.client().get('/api/auth/loginPageSlide/1');
    expect(slide.response.headers['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=3600',
    );
  });
});

describe('link templates are web addresses', () => {
  test('the tax and GIS link templates take http and https only, with the field named', async () => {
    const admin = await signedIn('county.clerk');
    const current = (
      await admin.get<Record<string, unknown>>('/api/controlPanel/countyConfig/searchOptions')
    ).body.content;
    for (const bad of [
      'javascript:alert(document.cookie)//{parcelId}',
      'data:text/html,<script>alert(1)</script>',
      ' JavaScript:alert(1)',
      'vbscript:msgbox',
      '//evil.example/{parcelId}',
      'https://',
    ]) {
      const reply = await admin.post('/api/controlPanel/countyConfig/searchOptions', {
        ...current,
        taxLinkUrl: bad,
        gisLinkUrl: bad,
      });
      expect([bad, reply.status, reply.body.content]).toEqual([
        bad,
        400,
        {
          fieldErrors: { taxLinkUrl: WEB_ADDRESS_MESSAGE, gisLinkUrl: WEB_ADDRESS_MESSAGE },
          fieldMessages: expect.any(Object),
        },
      ]);
    }
    const good = await admin.post('/api/controlPanel/countyConfig/searchOptions', {
      ...current,
      taxLinkUrl: 'https://tax.example.gov/parcel?pin={parcelId}',
      gisLinkUrl: '',
    });
    expect(good.status).toBe(200);
  });

  test('a login or home link that is not an http or https address is never served', async () => {
    await t.testDb.database.db.execute(
      sql`insert into paragraph_lists (list_name, position, heading, paragraph_content) values
        ('loginPageLinks', 90, 'Evil', 'javascript:alert(1)'), ('externalLinks', 90, 'Evil', 'data:text/html,x')`,
    );
    const app = await t.buildApp();
    const links = await t
      .client(app)
      .get<{ paragraphs: { heading: string }[] }>('/api/auth/loginPageLinks');
    expect(links.body.content.paragraphs.map((p) => p.heading)).not.toContain('Evil');
    expect(links.body.content.paragraphs.length).toBeGreaterThan(0);
    const home = await (
      await signedInOn(app, 'escrow.user')
    ).get<{ links: { paragraphs: { heading: string }[] } }>('/api/home/all');
    expect(home.body.content.links.paragraphs.map((p) => p.heading)).not.toContain('Evil');
    expect(home.body.content.links.paragraphs.length).toBeGreaterThan(0);
  });
});

async function signedInOn(app: FastifyInstance, username: string): Promise<TestClient> {
  const client = t.client(app);
  expect((await client.login(username)).status).toBe(200);
  return client;
}

/** The fixture's five-page mortgage. */
async function documentId(): Promise<number> {
  const result = await t.testDb.database.db.execute<{ id: number }>(
    sql`select id from documents where display_doc_number = '9000002'`,
  );
  return result.rows[0].id;
}
