import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ApiEnvelope } from '@lrp/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-county';
import { createTestDatabase, type TestDatabase } from './test-database';

export { DEMO_PASSWORD };

/**
 * The server's configuration for a test: the demo county's mode (the test database holds it), no logging, an
 * empty front-end root, and an auth rate limit high enough that only the test about the limit meets it.
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      SEED: 'demo',
      LOG_LEVEL: 'silent',
      FRONTEND_ROOT: mkdtempSync(path.join(os.tmpdir(), 'lrp-empty-frontend-')),
    }),
    authRateLimitPerMinute: 10_000,
    ...overrides,
  };
}

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type SendOptions = { body?: unknown; headers?: Record<string, string>; csrf?: boolean };

export type Reply<T = unknown> = {
  status: number;
  body: ApiEnvelope<T>;
  response: LightMyRequestResponse;
};

/**
 * A browser stand-in for app.inject: keeps the cookies the server sets and, like the shell's API client,
 * echoes the CSRF cookie (`lrp_csrf`, or prefixed `__Host-`/`__Secure-`) in x-csrf-token (unless `csrf: false`). Each call
 * also waits for the work the server does after its reply (the recovery e-mails), so a test can read its results.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    /** The client address the server sees (app.inject's default is 127.0.0.1). */
    private readonly remoteAddress?: string,
  ) {}

  /** The CSRF token the browser's script would read. */
  get csrfToken(): string | undefined {
    return [...this.cookies].find(
      ([name]) => name.replace(/^__(Host|Secure)-/, '') === 'lrp_csrf',
    )?.[1];
  }

  private remember(response: LightMyRequestResponse): void {
    for (const c of response.cookies as {
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const gone =
        c.value === '' ||
        c.maxAge === 0 ||
        (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async send<T = unknown>(
    method: Method,
    url: string,
    options: SendOptions = {},
  ): Promise<Reply<T>> {
    const remoteAddress = this.remoteAddress ? { remoteAddress: this.remoteAddress } : {};
    if (this.csrfToken === undefined && options.csrf !== false)
      this.remember(await this.app.inject({ method: 'GET', url: '/api/health', ...remoteAddress }));
    const headers: Record<string, string> = { ...options.headers };
    const csrf = this.csrfToken;
    if (options.csrf !== false && csrf !== undefined) headers['x-csrf-token'] = csrf;
    const response = await this.app.inject({
      method,
      url,
      ...remoteAddress,
      headers,
      cookies: Object.fromEntries(this.cookies),
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    this.remember(response);
    await this.app.backgroundSettled();
    // A compressed reply (the test asked for it) is left to the test to decode.
    const isJson =
      method !== 'HEAD' &&
      !response.headers['content-encoding'] &&
      (response.headers['content-type'] ?? '').toString().includes('application/json');
    return {
      status: response.statusCode,
      body: (isJson ? response.json() : null) as ApiEnvelope<T>,
      response,
    };
  }

  get<T = unknown>(url: string, options?: SendOptions) {
    return this.send<T>('GET', url, options);
  }

  post<T = unknown>(url: string, body: unknown, options?: SendOptions) {
    return this.send<T>('POST', url, { ...options, body });
  }

  login<T = unknown>(username: string, password = DEMO_PASSWORD, language = 'ENGLISH') {
    return this.post<T>('/api/auth/login', { username, password, language });
  }
}

export type ExtraAppOptions = {
  logStream?: { write(line: string): void };
  extend?: (app: FastifyInstance) => void;
  /** Another instance's connection to the file's database (testDb.anotherConnection()); default the file's own. */
  database?: Database;
  onRoute?: BuildAppOptions['onRoute'];
  /** A CPU pool of the test's own (a stand-in worker, tiny limits). */
  cpuPool?: BuildAppOptions['cpuPool'];
};

export type ServerTest = {
  /** The app of this test file, on the file's seeded database. */
  readonly app: FastifyInstance;
  readonly testDb: TestDatabase;
  /**
   * Another app on the same database with other settings (closed after the file); `extend` may add routes
   * before it is ready, `logStream` receives its log lines.
   */
  buildApp(overrides?: Partial<Config>, options?: ExtraAppOptions): Promise<FastifyInstance>;
  /** A browser of its own (cookies), optionally at another client address. */
  client(app?: FastifyInstance, remoteAddress?: string): TestClient;
};

/**
 * One seeded database per test file (creating one takes about two seconds), put back to the seeded state
 * before every test, so each test starts from the demo county whatever the test before it changed.
 */
export function setupServerTest(
  options: { config?: () => Partial<Config>; documents?: number } = {},
): ServerTest {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const extraApps: FastifyInstance[] = [];

  const make = async (overrides: Partial<Config> = {}, extra: ExtraAppOptions = {}) => {
    const built = await buildApp({
      config: testConfig(overrides),
      database: extra.database ?? testDb.database,
      closeDatabase: false,
      logStream: extra.logStream,
      onRoute: extra.onRoute,
      cpuPool: extra.cpuPool,
    });
    extra.extend?.(built);
    await built.ready();
    return built;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase({ documents: options.documents });
    app = await make(options.config?.());
  }, 60_000);

  beforeEach(async () => {
    await testDb.reset();
  });

  afterAll(async () => {
    for (const extra of extraApps) await extra.close();
    await app?.close();
    await testDb?.close();
  });

  return {
    get app() {
      return app;
    },
    get testDb() {
      return testDb;
    },
    buildApp: async (overrides, extraOptions) => {
      const extra = await make(overrides, extraOptions);
      extraApps.push(extra);
      return extra;
    },
    client: (target, remoteAddress) => new TestClient(target ?? app, remoteAddress),
  };
}
