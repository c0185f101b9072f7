import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../src/db/schema';
import { setupServerTest } from './helpers/test-app';

const t = setupServerTest();

const SECRET_EMAIL = 'escrow.owner.secret@example.com';
const SECRET_PASSWORD = 'Secret#Pass2026xyz';
const TICKET = 'tKt9f8e7d6c5b4a3928172635445362718293a4b5c6';

/** An app at log level info whose lines are kept, with routes that log what a careless call might. */
async function loggingApp(): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const app = await t.buildApp(
    { logLevel: 'info' },
    {
      logStream: { write: (line: string) => lines.push(line) },
      extend: (built) => {
        built.post('/api/test/careless', async (request, reply) => {
          request.log.info({ headers: request.headers, body: request.body }, 'careless log call');
          return reply.ok(null);
        });
        built.post('/api/test/failing-query', async () => {
          await built.db.execute(sql`select ${SECRET_EMAIL}::int`);
        });
        built.post('/api/test/duplicate-user', async () => {
          await built.db.insert(users).values({
            username: 'x',
            usernameLower: 'x',
            passwordHash: `scrypt$${SECRET_PASSWORD}`,
            role: 'USER',
            email: 'Erik.Solberg@pineridgetitle.example.com',
          });
        });
      },
    },
  );
  return { app, lines };
}

describe('the log', () => {
  test('never holds cookies, the CSRF token, passwords, card fields or tickets', async () => {
    const { app, lines } = await loggingApp();
    const client = t.client(app);
    await client.login('escrow.user', SECRET_PASSWORD);
    await client.login('escrow.user');
    const session = client.cookies.get('lrp_session')!;
    const csrf = client.csrfToken!;
    await client.post('/api/test/careless', {
      password: SECRET_PASSWORD,
      cardNumber: '4111111111111111',
      cvv: '123',
      expiry: '12/39',
      ticket: TICKET,
      note: 'kept',
    });
    // Page URLs are served quietly (log level warn); any request line that names an e-mailed link is masked.
    await app.inject({ method: 'GET', url: `/api/passwordReset/${TICKET}` });
    await app.inject({ method: 'GET', url: `/api/CompleteRegistration/${TICKET}?x=1` });
    await app.inject({ method: 'GET', url: `/api/login/link/${TICKET}` });

    const log = lines.join('');
    expect(log).toContain('careless log call');
    expect(log).toContain('"note":"kept"');
    expect(log).toContain('"url":"/api/passwordReset/[redacted]"');
    expect(log).toContain('"url":"/api/CompleteRegistration/[redacted]?x=1"');
    expect(log).toContain('"url":"/api/login/link/[redacted]"');
    for (const secret of [
      SECRET_PASSWORD,
      '4111111111111111',
      '"123"',
      '12/39',
      TICKET,
      session,
      csrf,
    ])
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
    const careless = JSON.parse(lines.find((l) => l.includes('careless log call'))!);
    expect(careless.headers).toMatchObject({ cookie: '[redacted]', 'x-csrf-token': '[redacted]' });
    expect(careless.body).toMatchObject({
      password: '[redacted]',
      cardNumber: '[redacted]',
      cvv: '[redacted]',
      ticket: '[redacted]',
    });
  });

  test("a failed query's parameters and the database's detail stay out; what failed stays in", async () => {
    const { app, lines } = await loggingApp();
    const client = t.client(app);
    expect((await client.post('/api/test/failing-query', {})).status).toBe(500);
    expect((await client.post('/api/test/duplicate-user', {})).status).toBe(500);

    const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'unexpected error');
    expect(errors).toHaveLength(2);
    const log = lines.join('');
    for (const secret of [
      SECRET_EMAIL,
      SECRET_PASSWORD,
      'erik.solberg@pineridgetitle.example.com',
      'Erik.Solberg',
    ]) {
      expect([secret, log.toLowerCase().includes(secret.toLowerCase())]).toEqual([secret, false]);
    }
    const [badInput, duplicate] = errors.map((e) => e.err);
    expect(badInput.message).toMatch(/^Failed query: select \$1::int\nparams: \[redacted\]$/);
    expect(badInput.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "[redacted]"',
    });
    expect(duplicate.message).toMatch(
      /^Failed query: insert into "users" .*\nparams: \[redacted\]$/s,
    );
    expect(duplicate.cause).toMatchObject({ code: '23505', constraint: 'users_email_lower_idx' });
    expect(duplicate.cause.detail).toBeUndefined();
  });
});
