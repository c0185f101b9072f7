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
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && url.search === '' && url.hash === '';
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
  SEED: z.enum(['demo', 'none']).default('demo'),
  DEMO_DOCUMENTS: z.coerce.number().int().min(0).max(5_000_000).optional(),
  BASE_PATH: z.string().default('/').transform(normalizeBasePath),
  FRONTEND_ROOT: z.string().min(1).default(REPO_ROOT),
  COUNTY_DIRECTORY: z.string().min(1).default('demo'),
  LRP_MODULES: z
    .string()
    .default(DEFAULT_MODULES)
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^mfe-[a-z]+$/, 'Module names look like mfe-search.'))),
  COOKIE_SECURE: booleanText.default(false),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  TRUST_PROXY: booleanText.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LRP_ADMIN_USERNAME: z.string().optional(),
  LRP_ADMIN_PASSWORD: z.string().optional(),
  LRP_ADMIN_EMAIL: z.string().optional(),
  PUBLIC_URL: z
    .string()
    .refine(isWebOrigin, 'Give the origin people reach the portal at, such as https://records.example.gov (the path prefix is BASE_PATH).')
    .optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\/\S+$/, 'Give an SMTP URL such as smtp://user:password@mail.example.gov:587.').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  DEMO_OUTBOX: booleanText.optional(),
  COUNTY_TIME_ZONE: z.string().default(DEFAULT_COUNTY_TIME_ZONE).refine(isTimeZone, 'Give a time zone name such as America/Chicago.'),
  CARD_GATEWAY: z.enum(['test', 'none']).default('test'),
});

export type Config = {
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
  cookieSecure: boolean;
  authRateLimitPerMinute: number;
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
  /** Serve GET /api/dev/outbox (the kept e-mail, with its links): for the demo and tests only. */
  demoOutbox: boolean;
  /** IANA time zone of the county's calendar days. */
  countyTimeZone: string;
  /** The card gateway: `test` (the embedded test gateway and its hosted page) or `none` (card payments off). */
  cardGateway: 'test' | 'none';
};

/** Reads the configuration from the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new Error(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.LRP_ADMIN_USERNAME) !== Boolean(e.LRP_ADMIN_PASSWORD)) {
    throw new Error('Invalid server configuration:\n  LRP_ADMIN_USERNAME and LRP_ADMIN_PASSWORD go together.');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED,
    demoDocuments: e.DEMO_DOCUMENTS,
    basePath: e.BASE_PATH,
    frontendRoot: path.resolve(e.FRONTEND_ROOT),
    countyDirectory: e.COUNTY_DIRECTORY,
    modules: e.LRP_MODULES,
    cookieSecure: e.COOKIE_SECURE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    admin:
      e.LRP_ADMIN_USERNAME && e.LRP_ADMIN_PASSWORD
        ? { username: e.LRP_ADMIN_USERNAME, password: e.LRP_ADMIN_PASSWORD, email: e.LRP_ADMIN_EMAIL ?? null }
        : null,
    publicUrl,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    demoOutbox: e.DEMO_OUTBOX ?? e.SEED === 'demo',
    countyTimeZone: e.COUNTY_TIME_ZONE,
    cardGateway: e.CARD_GATEWAY,
  };
}
