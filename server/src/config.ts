import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT, SERVER_ROOT } from './paths';

const DEFAULT_MODULES = 'mfe-auth,mfe-search,mfe-imaging,mfe-admin,mfe-reports,mfe-efile';

/** `/`, `/portal/`: always a leading and a trailing slash, so `${basePath}api/` is well formed. */
function normalizeBasePath(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** The county's calendar (report periods, the home page's Today / This Month totals). */
export const DEFAULT_COUNTY_TIME_ZONE = 'America/Chicago';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    // An origin only: the path prefix is BASE_PATH's.
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === ''
    );
  } catch {
    return false;
  }
}

/** An http(s) URL of an S3-compatible service, such as http://minio.internal:9000. */
function isServiceUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(SERVER_ROOT, 'data')),
  DATABASE_URL: z.string().min(1).optional(),
  SEED: z.enum(['demo', 'none']).default('none'),
  DEMO_DOCUMENTS: z.coerce.number().int().min(0).max(20_000_000).optional(),
  BASE_PATH: z.string().default('/').transform(normalizeBasePath),
  FRONTEND_ROOT: z.string().min(1).default(REPO_ROOT),
  COUNTY_DIRECTORY: z.string().min(1).default('demo'),
  LRP_MODULES: z
    .string()
    .default(DEFAULT_MODULES)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^mfe-[a-z]+$/, 'Module names look like mfe-search.'))),
  COOKIE_SECURE: booleanText.optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  CLIENT_LOG_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: booleanText.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LRP_ADMIN_USERNAME: z.string().optional(),
  LRP_ADMIN_PASSWORD: z.string().optional(),
  LRP_ADMIN_EMAIL: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .refine(
      isWebOrigin,
      'Give the origin people reach the portal at, such as https://records.example.gov (the path prefix is BASE_PATH).',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/\S+$/,
      'Give an SMTP URL such as smtp://user:password@mail.example.gov:587.',
    )
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  DEMO_OUTBOX: booleanText.optional(),
  COUNTY_TIME_ZONE: z
    .string()
    .default(DEFAULT_COUNTY_TIME_ZONE)
    .refine(isTimeZone, 'Give a time zone name such as America/Chicago.'),
  CARD_GATEWAY: z.enum(['test', 'none']).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  JOB_WORKER: booleanText.default(true),
  JOB_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.01).max(86_400).default(30),
  PAYMENT_RECONCILE_MINUTES: z.coerce.number().min(0).max(1440).default(5),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(25),
  API_DOCS: booleanText.optional(),
  CPU_POOL_SIZE: z.coerce.number().int().min(1).max(64).optional(),
  CPU_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(8),
  METRICS_TOKEN: z
    .string()
    .regex(
      /^[\x21-\x7e]{32,}$/,
      'Give at least 32 printable characters without spaces (openssl rand -hex 32).',
    )
    .optional(),
  IMAGE_STORE: z.enum(['folder', 's3']).default('folder'),
  IMAGE_STORE_DIR: z.string().min(1).optional(),
  IMAGE_S3_BUCKET: z.string().min(1).optional(),
  IMAGE_S3_PREFIX: z.string().optional(),
  IMAGE_S3_ENDPOINT: z
    .string()
    .refine(
      isServiceUrl,
      'Give the URL of the S3-compatible service, such as http://minio.internal:9000.',
    )
    .optional(),
  IMAGE_S3_REGION: z.string().min(1).default('us-east-1'),
  IMAGE_S3_FORCE_PATH_STYLE: booleanText.default(false),
});

/** The rules between variables. */
const checkedEnvSchema = envSchema.superRefine((env, context) => {
  if (env.IMAGE_STORE === 's3' && !env.IMAGE_S3_BUCKET)
    context.addIssue({
      code: 'custom',
      path: ['IMAGE_S3_BUCKET'],
      message: 'IMAGE_STORE=s3 keeps the page images in a bucket: give its name.',
    });
});

/**
 * `demo` (SEED=demo): the demo county, the test card gateway, mail kept in a loopback-only outbox, plain cookies
 * for http://localhost. `production` (anything else): none of those, and Secure cookies.
 */
export type RunMode = 'demo' | 'production';

export type Config = {
  mode: RunMode;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: 'demo' | 'none';
  /** Generated documents of the demo county's records (SEED=demo, first start); the default when unset. */
  demoDocuments: number | undefined;
  basePath: string;
  frontendRoot: string;
  countyDirectory: string;
  modules: string[];
  /** Mark cookies Secure (default: in production mode). */
  cookieSecure: boolean;
  /**
   * Cookies over https are Secure and prefixed: `__Host-` at the root (no Domain, Path=/: no other host or path
   * can set or read them), `__Secure-` under a BASE_PATH. Plain http (the demo on localhost): no prefix.
   */
  cookiePrefix: '' | '__Host-' | '__Secure-';
  /** Send Strict-Transport-Security (PUBLIC_URL is https). */
  hsts: boolean;
  authRateLimitPerMinute: number;
  /** Browser logging calls an address may make per minute (each carries up to 20 entries). */
  clientLogRatePerMinute: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits, audit log). */
  trustProxy: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  admin: { username: string; password: string; email: string | null } | null;
  /** Where people reach the portal (no trailing slash): e-mailed links are `${publicUrl}${basePath}...`. */
  publicUrl: string;
  /** Send mail through this SMTP server; null keeps every message in the outbox only. */
  smtpUrl: string | null;
  /** The sender address of the portal's e-mail. */
  mailFrom: string;
  /** Serve GET /api/dev/outbox (the kept e-mail, with its links) to loopback callers: demo mode only. */
  demoOutbox: boolean;
  /**
   * Draw a record's page that has no scan, once, as a scan in the image store (imaging/drawn-scans.ts): demo mode
   * only. A county's record is shown and sold only from its imported scans.
   */
  drawMissingPages: boolean;
  /** IANA time zone of the county's calendar days. */
  countyTimeZone: string;
  /** The card gateway: `test` (the embedded test gateway and its hosted page) or `none` (card payments off). */
  cardGateway: 'test' | 'none';
  /** Connections to PostgreSQL per instance (DATABASE_URL). */
  databasePoolSize: number;
  /** The longest an instance keeps a signed-in session without reading it again; 0: no caches at all. */
  cacheSeconds: number;
  /** This instance runs queued jobs (mail delivery, payment reconciliation, schedules). */
  jobWorker: boolean;
  /** How often an idle job runner looks for due jobs. */
  jobPollMs: number;
  /** Delivery attempts of one e-mail before it is given up (the first retry after MAIL_RETRY_SECONDS, doubling, at most an hour apart). */
  mailMaxAttempts: number;
  mailRetrySeconds: number;
  /** An approved card payment the browser has not completed after this many minutes is applied (or voided) by the server. */
  paymentReconcileMinutes: number;
  /** How long a stopping instance waits for requests and jobs in flight before it exits anyway. */
  shutdownTimeoutSeconds: number;
  /** Serve the browsable API page at /api/docs (the OpenAPI document at /api/docs/openapi.json is always served). */
  apiDocsPage: boolean;
  /** Worker threads drawing page images and writing PDFs and spreadsheets (default: the CPUs less one, at least 1). */
  cpuPoolSize: number;
  /** Such tasks that may wait for a thread; one more is answered 503 "busy, try again". */
  cpuQueueLimit: number;
  /**
   * A Prometheus scraper's secret: `Authorization: Bearer <token>` may read GET /api/monitoring/metrics without a
   * session. Null: only a signed-in TRIMIN or COUNTY user may.
   */
  metricsToken: string | null;
  /**
   * Where the scanned pages are kept (src/modules/image-store): a folder (IMAGE_STORE_DIR), or a bucket of
   * S3-compatible object storage, its keys under `prefix/` (null: the bucket's root), at `endpoint` (null: AWS S3).
   */
  imageStore:
    | { kind: 'folder'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        prefix: string | null;
        endpoint: string | null;
        region: string;
        forcePathStyle: boolean;
      };
  /**
   * The S3-compatible service (IMAGE_S3_ENDPOINT, IMAGE_S3_REGION, IMAGE_S3_FORCE_PATH_STYLE) whatever the store:
   * `npm run images:import -- s3://bucket/prefix` reads a county's scans from a bucket there.
   */
  s3Service: { endpoint: string | null; region: string; forcePathStyle: boolean };
};

/** Reads the configuration from the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = checkedEnvSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.LRP_ADMIN_USERNAME) !== Boolean(e.LRP_ADMIN_PASSWORD)) {
    throw new Error(
      'Invalid server configuration:\n  LRP_ADMIN_USERNAME and LRP_ADMIN_PASSWORD go together.',
    );
  }
  const mode: RunMode = e.SEED === 'demo' ? 'demo' : 'production';
  // The demo's doors stay shut without the demo: asking for one in production mode is a configuration error.
  if (mode === 'production' && e.CARD_GATEWAY === 'test') {
    throw new Error(
      'Invalid server configuration:\n  CARD_GATEWAY: the test card gateway approves test cards and moves no money; it runs only with SEED=demo.',
    );
  }
  if (mode === 'production' && e.DEMO_OUTBOX) {
    throw new Error(
      'Invalid server configuration:\n  DEMO_OUTBOX: the outbox shows password-reset links; it runs only with SEED=demo.',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const https = publicUrl.startsWith('https:');
  const basePath = e.BASE_PATH;
  const cookieSecure = e.COOKIE_SECURE ?? mode === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    mode,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED,
    demoDocuments: e.DEMO_DOCUMENTS,
    basePath,
    frontendRoot: path.resolve(e.FRONTEND_ROOT),
    countyDirectory: e.COUNTY_DIRECTORY,
    modules: e.LRP_MODULES,
    cookieSecure,
    cookiePrefix: !cookieSecure || !https ? '' : basePath === '/' ? '__Host-' : '__Secure-',
    hsts: https,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    clientLogRatePerMinute: e.CLIENT_LOG_RATE_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    admin:
      e.LRP_ADMIN_USERNAME && e.LRP_ADMIN_PASSWORD
        ? {
            username: e.LRP_ADMIN_USERNAME,
            password: e.LRP_ADMIN_PASSWORD,
            email: e.LRP_ADMIN_EMAIL ?? null,
          }
        : null,
    publicUrl,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    demoOutbox: e.DEMO_OUTBOX ?? mode === 'demo',
    drawMissingPages: mode === 'demo',
    countyTimeZone: e.COUNTY_TIME_ZONE,
    cardGateway: e.CARD_GATEWAY ?? (mode === 'demo' ? 'test' : 'none'),
    databasePoolSize: e.DATABASE_POOL_SIZE,
    cacheSeconds: e.CACHE_SECONDS,
    jobWorker: e.JOB_WORKER,
    jobPollMs: e.JOB_POLL_MS,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS,
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    paymentReconcileMinutes: e.PAYMENT_RECONCILE_MINUTES,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    apiDocsPage: e.API_DOCS ?? mode === 'demo',
    cpuPoolSize: e.CPU_POOL_SIZE ?? Math.max(1, os.availableParallelism() - 1),
    cpuQueueLimit: e.CPU_QUEUE_LIMIT,
    metricsToken: e.METRICS_TOKEN ?? null,
    imageStore:
      e.IMAGE_STORE === 's3'
        ? {
            kind: 's3',
            // Present: the schema refuses IMAGE_STORE=s3 without it.
            bucket: e.IMAGE_S3_BUCKET ?? '',
            prefix: e.IMAGE_S3_PREFIX ?? null,
            endpoint: e.IMAGE_S3_ENDPOINT ?? null,
            region: e.IMAGE_S3_REGION,
            forcePathStyle: e.IMAGE_S3_FORCE_PATH_STYLE,
          }
        : { kind: 'folder', dir: path.resolve(e.IMAGE_STORE_DIR ?? path.join(dataDir, 'images')) },
    s3Service: {
      endpoint: e.IMAGE_S3_ENDPOINT ?? null,
      region: e.IMAGE_S3_REGION,
      forcePathStyle: e.IMAGE_S3_FORCE_PATH_STYLE,
    },
  };
}

/** The start-up line: which mode the server runs in, and what that means for whoever reads the log. */
export function describeMode(config: Config): string {
  if (config.mode === 'demo') {
    return [
      'DEMO mode (SEED=demo): the demo county and its public password,',
      config.cardGateway === 'test'
        ? 'the test card gateway (test cards, no real money),'
        : 'card payments off,',
      config.demoOutbox
        ? 'mail kept in an outbox readable from this machine (GET /api/dev/outbox),'
        : 'no outbox,',
      `${config.cookieSecure ? 'Secure' : 'plain (not Secure)'} cookies. Never run a real county this way.`,
    ].join(' ');
  }
  return [
    'PRODUCTION mode: no demo data, no outbox, no test card gateway (card payments off until a provider is configured),',
    config.cookieSecure
      ? `Secure cookies${config.cookiePrefix ? ` (${config.cookiePrefix} prefix)` : ''},`
      : 'cookies NOT Secure (COOKIE_SECURE=false),',
    config.hsts ? 'HSTS on.' : `HSTS off (PUBLIC_URL ${config.publicUrl} is not https).`,
  ].join(' ');
}
