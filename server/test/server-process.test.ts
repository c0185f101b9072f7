import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { postedMessage } from './helpers/card';
import {
  buildServerBundle,
  emptyDatabaseFor,
  startServer,
  startServerExpectingRefusal,
  type ServerProcess,
} from './helpers/server-process';

/*
 * The built server as a process: SIGTERM lets a request in flight finish and refuses new ones; a process killed
 * between a card payment and its completion finds the money credited as soon as it is started again; a second
 * server on one embedded database folder refuses to start.
 */

jest.setTimeout(180_000);

let bundle: string;
let removeBundle: () => void;
beforeAll(async () => {
  ({ file: bundle, remove: removeBundle } = await buildServerBundle());
});
afterAll(() => removeBundle?.());

/** A browser over real HTTP: keeps cookies, echoes the CSRF cookie. */
class HttpBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  private get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  async json<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: { ok: boolean; message: string | null; content: T } }> {
    if (!this.cookies.has('lrp_csrf')) this.keep(await fetch(`${this.baseUrl}/api/health`));
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        cookie: this.cookieHeader,
        'x-csrf-token': this.cookies.get('lrp_csrf')!,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keep(response);
    return { status: response.status, body: await response.json() };
  }

  /** A form post into the card frame (the hosted page: no cookies, no CSRF header). */
  async cardForm(path: string, fields: Record<string, string>): Promise<string> {
    const response = await fetch(`${this.baseUrl}/api/cardGateway/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return response.text();
  }
}

async function stopped(server: ServerProcess): Promise<void> {
  server.signal('SIGTERM');
  await server.exited;
}

describe('graceful stop (SIGTERM)', () => {
  let database: Awaited<ReturnType<typeof emptyDatabaseFor>>;
  afterAll(async () => database?.remove());

  test('a request in flight at SIGTERM completes; new requests are refused; the process exits 0', async () => {
    database = await emptyDatabaseFor();
    const server = await startServer(bundle, database.env);
    const { port } = new URL(server.baseUrl);
    const csrf = 'c'.repeat(43);
    const body = JSON.stringify({
      username: 'escrow.user',
      password: 'Portal!Demo2026',
      language: 'ENGLISH',
    });

    // A sign-in whose body arrives slowly: the server has the request, and is still reading it.
    const socket: Socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-CSRF-Token: ${csrf}\r\nCookie: lrp_csrf=${csrf}\r\n\r\n${body.slice(0, 20)}`,
    );
    await server.waitForLog(
      (line) =>
        line.msg === 'incoming request' &&
        (line.req as { url?: string } | undefined)?.url === '/api/auth/login',
    );

    server.signal('SIGTERM');
    await server.waitForLog(
      (line) => typeof line.msg === 'string' && line.msg.startsWith('shutting down'),
    );

    // A new request is turned away: refused at the door, or answered 503 in the envelope while the door closes.
    const late = await fetch(`${server.baseUrl}/api/helperdata/notableDates`).then(
      async (response) => ({ status: response.status, body: await response.json() }),
      (err: Error & { cause?: { code?: string } }) => ({ refused: err.cause?.code ?? err.message }),
    );
    if ('refused' in late) expect(late.refused).toBe('ECONNREFUSED');
    else
      expect(late).toEqual({
        status: 503,
        body: {
          ok: false,
          message: 'The server is restarting. Please try again in a moment.',
          code: 'server.shuttingDown',
          params: null,
          lockout: false,
          content: null,
        },
      });

    socket.write(body.slice(20));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    const envelope = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(envelope).toMatchObject({ ok: true, content: { username: 'escrow.user' } });

    const code = await server.exited;
    expect(code).toBe(0);
    expect(server.logs.some((line) => line.msg === 'stopped')).toBe(true);
  });
});

describe('a server killed between Pay and the completion', () => {
  let database: Awaited<ReturnType<typeof emptyDatabaseFor>>;
  afterAll(async () => database?.remove());

  test('has credited the deposit, once, as soon as it is started again', async () => {
    database = await emptyDatabaseFor();
    const first = await startServer(bundle, database.env);
    const browser = new HttpBrowser(first.baseUrl);
    expect(
      (
        await browser.json('POST', '/api/auth/login', {
          username: 'account.admin',
          password: 'Portal!Demo2026',
          language: 'ENGLISH',
        })
      ).status,
    ).toBe(200);
    const balance = async () =>
      (
        await browser.json<{ user: { usageBalance: string } }>(
          'GET',
          '/api/currentUser/loginStatus',
        )
      ).body.content.user.usageBalance;
    const pay = async (amount: number) => {
      const started = await browser.json<{ tokenResults: { token: string } }>(
        'POST',
        '/api/escrowDeposit/initiateDeposit',
        { amount },
      );
      const { token } = started.body.content.tokenResults;
      await browser.cardForm('hostedPage', { token });
      const page = await browser.cardForm('pay', {
        token,
        cardNumber: '4111 1111 1111 1111',
        expiry: '12/39',
        cvv: '123',
      });
      const response = postedMessage(page)?.response;
      expect(response?.approved).toBe(true);
      return response!;
    };
    expect(await balance()).toBe('$250.00');
    expect(await balance()).toBe('$250.00');
    // A deposit completed by the browser shows at once (no cache hides a new balance).
    const completed = await browser.json(
      'POST',
      '/api/escrowDeposit/completeDeposit',
      await pay(10),
    );
    expect(completed.status).toBe(200);
    expect(await balance()).toBe('$260.00');
    const paid = await pay(50);

    // The power goes: no completion from the browser, no graceful stop.
    first.signal('SIGKILL');
    await first.exited;

    const second = await startServer(bundle, database.env);
    try {
      const again = new HttpBrowser(second.baseUrl);
      expect(
        (
          await again.json('POST', '/api/auth/login', {
            username: 'account.admin',
            password: 'Portal!Demo2026',
            language: 'ENGLISH',
          })
        ).status,
      ).toBe(200);
      const after = await again.json<{ user: { usageBalance: string } }>(
        'GET',
        '/api/currentUser/loginStatus',
      );
      expect(after.body.content.user.usageBalance).toBe('$310.00');
      // The browser's completion, if it ever comes, answers the same credit and adds nothing.
      const late = await again.json<{ deposited: number; usageBalance: string }>(
        'POST',
        '/api/escrowDeposit/completeDeposit',
        paid,
      );
      expect(late.status).toBe(200);
      expect(late.body.content).toEqual({ deposited: 50, usageBalance: '$310.00' });
      expect(
        second.logs.some(
          (line) =>
            line.msg === 'settled card payments left unfinished before this start' &&
            line.applied === 1,
        ),
      ).toBe(true);
    } finally {
      await stopped(second);
    }
  });
});

describe('two servers on one embedded database folder', () => {
  let dataDir: string;
  afterAll(() => dataDir && rmSync(dataDir, { recursive: true, force: true }));

  test('the second refuses to start, naming the process that holds the folder and PostgreSQL for several instances', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'lrp-process-'));
    // Both on the folder (never TEST_DATABASE_URL's PostgreSQL): this is about the embedded database.
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await startServer(bundle, env);
    try {
      const second = await startServerExpectingRefusal(bundle, env);
      expect(second.listened).toBe(false);
      expect(second.code).not.toBe(0);
      expect(second.stderr).toContain(`The embedded database in ${dataDir} is in use by process`);
      expect(second.stderr).toContain(`on host ${os.hostname()}`);
      expect(second.stderr).toContain('set DATABASE_URL');
      const pid = /in use by process (\d+)/.exec(second.stderr)?.[1];
      expect(Number(pid)).not.toBe(process.pid);

      // The first still answers.
      expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await stopped(first);
    }
    // Stopped, it gave the folder back: the next server starts on it.
    const third = await startServer(bundle, env);
    await stopped(third);
  });
});
