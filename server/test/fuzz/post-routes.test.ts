import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { z } from 'zod';
import {
  badBodies,
  badTextBodies,
  HOSTILE_VALUES,
  OUT_OF_RANGE_PATH_VALUES,
  oversizedBodies,
  RAW_BAD_BODIES,
} from '../helpers/bad-bodies';
import { setupServerTest, type TestClient } from '../helpers/test-app';
import { TABLES } from '../helpers/test-database';

const t = setupServerTest();

type PostRoute = { url: string; body: z.ZodType | null };

/** Every POST route of the app, with the body schema it declares (the card gateway's form posts declare none). */
async function postRoutes(): Promise<{ app: FastifyInstance; routes: PostRoute[] }> {
  const routes: PostRoute[] = [];
  const app = await t.buildApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        const methods = [route.method].flat();
        if (!methods.includes('POST') || route.url.includes('*')) return;
        routes.push({
          url: route.url,
          body: ((route.schema as { body?: z.ZodType } | undefined)?.body ??
            null) as z.ZodType | null,
        });
      },
    },
  );
  return { app, routes };
}

/**
 * A fingerprint of every table's rows, but the rate limiter's counters (they count every request by design) and
 * when each session was last seen (a signed-in request is activity, refused or not: the session is checked first).
 */
async function databaseState(): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  const rows = (table: string) =>
    table === 'sessions'
      ? '(select id_hash, user_id, language, created_at from public.sessions)'
      : `public.${table}`;
  for (const table of TABLES.filter((name) => name !== 'rate_limit_counters')) {
    const result = await t.testDb.database.db.execute<{ digest: string }>(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${rows(table)} t`,
      ),
    );
    state[table] = result.rows[0].digest;
  }
  return state;
}

/** Whether a raw JSON payload is, after all, a body the schema takes (`{"a": ...}` for a body of no fields). */
function parsesAndPasses(payload: string, schema: z.ZodType): boolean {
  try {
    return schema.safeParse(JSON.parse(payload)).success;
  } catch {
    return false;
  }
}

const describeBody = (body: unknown) => {
  const text = JSON.stringify(body) ?? String(body);
  return text.length > 120 ? `${text.slice(0, 120)}... (${text.length} chars)` : text;
};

describe('fuzzing every POST route with bad bodies', () => {
  test('no reply is a 5xx, every refusal is an envelope, and nothing in the database changes', async () => {
    const { app, routes } = await postRoutes();
    // The contract's routes and the card page's three form posts, at least: none may be missed, and every one
    // declares the body it takes (the OpenAPI document is built from the same schemas).
    expect(routes.length).toBeGreaterThanOrEqual(35);
    expect(routes.filter((r) => r.body === null).map((r) => r.url)).toEqual([]);

    // Signed in as provider staff, so no route stops a body before its schema sees it.
    const client: TestClient = t.client(app);
    expect((await client.login('trimin.admin')).status).toBe(200);
    const before = await databaseState();

    const failures: string[] = [];
    let sent = 0;
    const check = (
      route: string,
      body: string,
      response: LightMyRequestResponse,
      envelope: boolean,
    ) => {
      sent += 1;
      if (response.statusCode >= 500)
        failures.push(`${route} ${body}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (envelope && !(response.statusCode >= 400 && /^\{"ok":false,/.test(response.body))) {
        failures.push(
          `${route} ${body}: not a refusal in the envelope (${response.statusCode} ${response.body.slice(0, 120)})`,
        );
      }
    };
    const headers = () => ({
      'x-csrf-token': client.csrfToken!,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    });

    for (const route of routes) {
      // The card page's routes take plain form posts and answer with HTML pages, not envelopes.
      const formRoute = route.url.startsWith('/api/cardGateway/');
      if (route.body && !formRoute) {
        for (const body of [...badBodies(route.body), ...badTextBodies(route.body)]) {
          const response = await app.inject({
            method: 'POST',
            url: route.url,
            headers: { ...headers(), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          check(route.url, describeBody(body), response, true);
        }
      } else {
        // The card page's forms: hostile tokens and fields, as a form and as JSON.
        for (const hostile of HOSTILE_VALUES.filter((v) => typeof v === 'string') as string[]) {
          const form = new URLSearchParams({
            token: hostile,
            cardNumber: hostile,
            expiry: hostile,
            cvv: hostile,
          }).toString();
          const response = await app.inject({
            method: 'POST',
            url: route.url,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: form,
          });
          check(route.url, describeBody(hostile), response, false);
        }
      }
      for (const raw of RAW_BAD_BODIES) {
        if (route.body && parsesAndPasses(raw.payload, route.body)) continue;
        const response = await app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...headers(), 'content-type': raw.contentType },
          payload: raw.payload,
        });
        check(route.url, describeBody(raw.payload), response, !formRoute);
      }
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    expect(await databaseState()).toEqual(before);
  }, 300_000);
});

type AnyRoute = { method: 'GET' | 'POST'; url: string; body: z.ZodType | null; hasParams: boolean };

/** Every GET route with path parameters and every POST route with a body (the card page's forms aside). */
async function routesTakingInput(): Promise<{ app: FastifyInstance; routes: AnyRoute[] }> {
  const routes: AnyRoute[] = [];
  const app = await t.buildApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        if (route.url.includes('*') || route.url.startsWith('/api/cardGateway/')) return;
        const schema = (route.schema ?? {}) as { body?: z.ZodType; params?: z.ZodType };
        const methods: string[] = [route.method].flat();
        if (methods.includes('POST') && schema.body)
          routes.push({
            method: 'POST',
            url: route.url,
            body: schema.body,
            hasParams: !!schema.params,
          });
        if (methods.includes('GET') && schema.params)
          routes.push({ method: 'GET', url: route.url, body: null, hasParams: true });
      },
    },
  );
  return { app, routes };
}

/** The most a refusal may weigh: 20 fields of 200 characters and the message that lists them. */
const REFUSAL_MAX_BYTES = 16 * 1024;

describe('fuzzing every route with oversized lists, long texts and out-of-range numbers', () => {
  test('anonymous and signed in: no 5xx, every refusal a small envelope', async () => {
    const { app, routes } = await routesTakingInput();
    expect(routes.length).toBeGreaterThan(80);

    const anonymous = t.client(app);
    const signedIn: TestClient[] = [];
    for (const username of ['trimin.admin', 'account.admin', 'escrow.user']) {
      const client = t.client(app);
      expect((await client.login(username)).status).toBe(200);
      signedIn.push(client);
    }

    const failures: string[] = [];
    let sent = 0;
    const send = async (client: TestClient, route: AnyRoute, url: string, body?: unknown) => {
      const reply = await client.send(route.method, url, body === undefined ? {} : { body });
      sent += 1;
      const what = `${route.method} ${url} ${describeBody(body)}`;
      if (reply.status >= 500)
        failures.push(`${what}: ${reply.status} ${reply.response.body.slice(0, 200)}`);
      if (reply.status >= 400) {
        if (!/^\{"ok":false,/.test(reply.response.body))
          failures.push(`${what}: ${reply.status}, not an envelope`);
        if (reply.response.body.length > REFUSAL_MAX_BYTES)
          failures.push(`${what}: a refusal of ${reply.response.body.length} bytes`);
      }
      return reply.status;
    };

    for (const route of routes) {
      const urls = route.hasParams
        ? OUT_OF_RANGE_PATH_VALUES.map((value) =>
            route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(value)),
          )
        : [route.url];
      const bodies = route.body ? oversizedBodies(route.body) : [undefined];
      // The first signed-in caller the route lets in (provider staff for most, the account administrator for
      // the money calls), so the bodies reach the route's schema and handler: asked with an empty body, or id 1 in
      // the path. The tables are not compared here: a body a route takes may change them, as it should.
      const probeUrl = route.hasParams ? route.url.replace(/:[A-Za-z]+/g, '1') : route.url;
      let caller = signedIn[0];
      for (const client of signedIn) {
        caller = client;
        if ((await send(client, route, probeUrl, route.body ? {} : undefined)) !== 403) break;
      }
      for (const url of urls) {
        for (const body of bodies) {
          await send(anonymous, route, url, body);
          await send(caller, route, url, body);
        }
      }
    }

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    // Every caller was still signed in at the end, so its requests reached the routes' schemas.
    for (const client of signedIn)
      expect((await client.get('/api/currentUser/loginStatus')).body.content).toMatchObject({
        loggedIn: true,
      });
  }, 600_000);
});
