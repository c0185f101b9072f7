import { CLIENT_LOG_LIMITS } from '@lrp/contract';
import { setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();

const entry = (message: string, level: 'error' | 'warn' = 'error') => ({
  level,
  message,
  context: 'start-up',
  at: '2026-11-22T20:00:00.000Z',
});

async function loggingApp(overrides = {}) {
  const lines: string[] = [];
  const app = await t.buildApp(
    { logLevel: 'info', ...overrides },
    { logStream: { write: (line: string) => lines.push(line) } },
  );
  return { app, lines };
}

describe('POST /api/logging/client', () => {
  test('takes a batch from a browser without a session and writes each entry to the server log', async () => {
    const { app, lines } = await loggingApp();
    const reply = await t.client(app).post('/api/logging/client', {
      entries: [entry('Module search did not load'), entry('Slow start', 'warn')],
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ ok: true, content: null });
    const logged = lines
      .map(
        (line) =>
          JSON.parse(line) as { level: number; msg: string; clientLog?: { message: string } },
      )
      .filter((l) => l.clientLog);
    expect(logged.map((l) => [l.msg, l.clientLog?.message])).toEqual([
      ['browser error', 'Module search did not load'],
      ['browser warning', 'Slow start'],
    ]);
  });

  test('refuses an empty batch, too many entries and an over-long message', async () => {
    const client = t.client();
    expect((await client.post('/api/logging/client', { entries: [] })).status).toBe(400);
    const many = Array.from({ length: CLIENT_LOG_LIMITS.entries + 1 }, (_, i) => entry(`e${i}`));
    expect((await client.post('/api/logging/client', { entries: many })).status).toBe(400);
    expect(
      (
        await client.post('/api/logging/client', {
          entries: [entry('x'.repeat(CLIENT_LOG_LIMITS.message + 1))],
        })
      ).status,
    ).toBe(400);
  });

  test('limits the calls per address and minute', async () => {
    const { app } = await loggingApp({ clientLogRatePerMinute: 2 });
    const client = t.client(app, '203.0.113.9');
    expect((await client.post('/api/logging/client', { entries: [entry('one')] })).status).toBe(
      200,
    );
    expect((await client.post('/api/logging/client', { entries: [entry('two')] })).status).toBe(
      200,
    );
    expect((await client.post('/api/logging/client', { entries: [entry('three')] })).status).toBe(
      429,
    );
  });
});
