import { sql } from 'drizzle-orm';
import { setupServerTest } from '../helpers/test-app';

const t = setupServerTest();

const envelopeKeys = ['code', 'content', 'lockout', 'message', 'ok', 'params'];

describe('the envelope', () => {
  test('on success', async () => {
    const reply = await t.client().get('/api/health');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(envelopeKeys);
    expect(reply.body).toEqual({
      ok: true,
      message: null,
      code: null,
      params: null,
      lockout: false,
      content: { status: 'live' },
    });
  });

  test('on 400, with a message a person can act on and the field errors', async () => {
    const client = t.client();
    await client.login('trimin.admin');
    const reply = await client.post('/api/userManager/users', {
      filterText: 'x'.repeat(101),
      statusType: 'Z',
      accountId: 'one',
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body).sort()).toEqual(envelopeKeys);
    expect(reply.body.ok).toBe(false);
    expect(reply.body.message).toBe(
      'Filter text: Maximum 100 characters long. Status type: Must be one of ALL, A, I, P. Account id: Must be a number.',
    );
    expect(reply.body).toMatchObject({
      code: 'validation.summary',
      params: { details: reply.body.message },
    });
    expect(reply.body.content).toEqual({
      fieldErrors: {
        filterText: 'Maximum 100 characters long.',
        statusType: 'Must be one of ALL, A, I, P.',
        accountId: 'Must be a number.',
      },
      fieldMessages: {
        filterText: {
          code: 'validation.maxLength',
          params: { n: 100 },
          message: 'Maximum 100 characters long.',
        },
        statusType: {
          code: 'validation.oneOf',
          params: { values: 'ALL, A, I, P' },
          message: 'Must be one of ALL, A, I, P.',
        },
        accountId: {
          code: 'validation.mustBeType',
          params: { type: 'number' },
          message: 'Must be a number.',
        },
      },
    });
  });

  test('on 400 for a body that is not JSON', async () => {
    const reply = await t.client().send('POST', '/api/auth/login', {
      body: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      ok: false,
      message: 'The request body is not valid JSON.',
      code: 'server.badJson',
      params: null,
      content: null,
    });
  });

  test('on 403', async () => {
    const reply = await t.client().post('/api/userManager/users', {});
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({
      ok: false,
      message: 'Your session has expired. Please log in again.',
      code: 'session.expired',
      params: null,
      lockout: false,
      content: null,
    });
  });

  test('on 404 for an unknown /api path, any method, even when the browser asks for HTML', async () => {
    for (const [method, url] of [
      ['GET', '/api/no/such/call'],
      ['POST', '/api/no/such/call'],
      ['GET', '/api/auth/login'],
      ['GET', '/api/external/parcelid/12-345'],
    ] as const) {
      const reply = await t.client().send(method, url, {
        headers: { accept: 'text/html' },
        body: method === 'POST' ? {} : undefined,
      });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({
        ok: false,
        message: 'The requested service does not exist.',
        code: 'server.notFound',
        params: null,
        lockout: false,
        content: null,
      });
    }
  });

  test("a rule's own message goes with its catalog code, per field too", async () => {
    const reply = await t.client().post('/api/auth/signUp', {
      username: 'ab',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(reply.status).toBe(400);
    expect(
      (reply.body.content as { fieldMessages: Record<string, unknown> }).fieldMessages.username,
    ).toEqual({
      code: 'auth.usernameMin',
      params: null,
      message: 'At least 8 characters long.',
    });
  });

  test('a refusal with values sends them beside the code, and the text is the template filled', async () => {
    const client = t.client();
    const refused = await client.post('/api/auth/login', {
      username: 'escrow.user',
      password: 'Wrong!Pass1234',
      language: 'ENGLISH',
    });
    expect(refused.body).toMatchObject({
      ok: false,
      code: 'server.invalidCredentials',
      params: null,
      message: 'Invalid username or password.',
    });
  });

  test('carries the county lockout flag on every reply', async () => {
    await t.testDb.database.db.execute(
      sql`update county_settings set content = jsonb_set(content, '{lockoutInPlace}', 'true') where group_name = 'userLockout'`,
    );
    expect((await t.client().get('/api/helperdata/notableDates')).body.lockout).toBe(true);
    expect((await t.client().get('/api/no/such/call')).body.lockout).toBe(true);
  });

  test('on 500: a general message, and the error goes to the log', async () => {
    const logged: string[] = [];
    const logStream = { write: (line: string) => logged.push(line) };
    const app = await t.buildApp(
      { logLevel: 'error' },
      {
        logStream,
        extend: (built) =>
          built.get('/api/test/boom', async () => {
            throw new Error('the disk is on fire');
          }),
      },
    );
    const reply = await t.client(app).get('/api/test/boom');
    expect(reply.status).toBe(500);
    expect(reply.body).toEqual({
      ok: false,
      message: 'An unexpected error has occurred.',
      code: 'server.unexpected',
      params: null,
      lockout: false,
      content: null,
    });
    expect(JSON.stringify(reply.body)).not.toContain('fire');
    expect(logged.some((line) => line.includes('the disk is on fire'))).toBe(true);
  });
});

describe('CSRF protection', () => {
  test('any reply to a request without the cookie sets a readable, SameSite=Strict lrp_csrf cookie', async () => {
    const reply = await t.client().get('/api/helperdata/notableDates', { csrf: false });
    const cookie = reply.response.cookies.find((c) => c.name === 'lrp_csrf')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    expect(cookie.httpOnly).toBeFalsy();
  });

  test('a request that already has the cookie does not get a new one', async () => {
    const client = t.client();
    await client.get('/api/health');
    const reply = await client.get('/api/helperdata/notableDates');
    expect(reply.response.cookies.find((c) => c.name === 'lrp_csrf')).toBeUndefined();
  });

  test('refuses a POST without the header, with a wrong header, or without the cookie', async () => {
    const client = t.client();
    await client.get('/api/health');
    const body = { username: 'escrow.user', password: 'Portal!Demo2026', language: 'ENGLISH' };
    const missing = await client.post('/api/auth/login', body, { csrf: false });
    const wrong = await client.post('/api/auth/login', body, {
      csrf: false,
      headers: { 'x-csrf-token': 'guess' },
    });
    const cookieless = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: body,
      headers: { 'x-csrf-token': 'guess' },
    });
    for (const reply of [missing, wrong]) {
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({
        ok: false,
        message: 'Security check failed. Please reload the page and try again.',
        code: 'server.csrf',
        params: null,
        lockout: false,
        content: null,
      });
    }
    expect(cookieless.statusCode).toBe(403);
    expect(missing.response.cookies.find((c) => c.name === 'lrp_session')).toBeUndefined();
  });

  test('lets GETs other than logout through without the header', async () => {
    const reply = await t.client().get('/api/helperdata/codeDescriptions', { csrf: false });
    expect(reply.status).toBe(200);
  });
});
