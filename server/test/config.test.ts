import path from 'node:path';
import { loadConfig } from '../src/config';
import { REPO_ROOT, SERVER_ROOT } from '../src/paths';

describe('loadConfig', () => {
  test('defaults: production mode, safe without any switch', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'production',
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(SERVER_ROOT, 'data'),
      databaseUrl: undefined,
      seed: 'none',
      basePath: '/',
      frontendRoot: REPO_ROOT,
      countyDirectory: 'demo',
      modules: ['mfe-auth', 'mfe-search', 'mfe-imaging', 'mfe-admin', 'mfe-reports', 'mfe-efile'],
      cookieSecure: true,
      cookiePrefix: '',
      hsts: false,
      demoOutbox: false,
      cardGateway: 'none',
      authRateLimitPerMinute: 120,
      trustProxy: false,
      logLevel: 'info',
      admin: null,
    });
    expect(path.basename(SERVER_ROOT)).toBe('server');
  });

  test('reads and normalises the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      BASE_PATH: 'records',
      LRP_MODULES: ' mfe-auth , mfe-search ,',
      COOKIE_SECURE: 'true',
      AUTH_RATE_LIMIT_PER_MINUTE: '30',
      SEED: 'none',
      DATABASE_URL: 'postgres://lrp@db/lrp',
      LRP_ADMIN_USERNAME: 'county.admin',
      LRP_ADMIN_PASSWORD: 'Strong!Pass2026',
    });
    expect(config).toMatchObject({
      port: 9000,
      basePath: '/records/',
      modules: ['mfe-auth', 'mfe-search'],
      cookieSecure: true,
      authRateLimitPerMinute: 30,
      seed: 'none',
      databaseUrl: 'postgres://lrp@db/lrp',
      admin: { username: 'county.admin', password: 'Strong!Pass2026', email: null },
    });
    expect(loadConfig({ BASE_PATH: '/records/' }).basePath).toBe('/records/');
    expect(loadConfig({ BASE_PATH: '' }).basePath).toBe('/');
  });

  test('a bad value stops the start, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED: 'big' })).toThrow(/SEED/);
    expect(() => loadConfig({ LRP_MODULES: 'search' })).toThrow(
      /LRP_MODULES: Module names look like mfe-search/,
    );
    expect(() => loadConfig({ LRP_ADMIN_USERNAME: 'only.the.name' })).toThrow(/go together/);
  });
});
