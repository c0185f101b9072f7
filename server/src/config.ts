import path from 'node:path';
import { z } from 'zod';
import { REPO_ROOT, SERVER_ROOT } from './paths';

const DEFAULT_MODULES = 'mfe-auth,mfe-search,mfe-imaging,mfe-admin,mfe-reports,mfe-efile';

/** `/`, `/portal/`: always a leading and a trailing slash, so `${basePath}api/` is well formed. */
function normalizeBasePath(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
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
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: 'demo' | 'none';
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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED,
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
  };
}
