import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { badBodies, badTextBodies, HOSTILE_VALUES, RAW_BAD_BODIES } from '../helpers/bad-bodies';
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

/** A fingerprint of every table's rows, but the rate limiter's counters (they count every request by design). */
async function databaseState(): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const table of TABLES.filter((name) => name !== 'rate_limit_counters')) {
    const result = await t.testDb.database.db.execute<{ digest: string }>(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from public.${table} t`,
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
