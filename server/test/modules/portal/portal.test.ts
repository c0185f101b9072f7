import { portalModulesSchema, productConfigSchema, type PortalModules } from '@lrp/contract';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { CountyConfigRepository } from '../../../src/modules/countyConfig/repository';
import { CONTRACT_VERSION } from '../../../src/modules/portal/contract-version';
import {
  descriptor,
  federationManifest,
  frontendRoot,
  published,
  releasePath,
  writeFiles,
} from '../../helpers/frontend-fixture';
import { setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();
const countyConfig = () => new CountyConfigRepository(t.testDb.database.db);

const MODULES = ['mfe-auth', 'mfe-search', 'mfe-admin', 'mfe-reports', 'mfe-efile'];

function deployed() {
  return frontendRoot(
    published(
      descriptor('mfe-auth', {
        title: { en: 'Sign in' },
        mounts: [
          { path: '/', exact: true, access: 'public' },
          { path: '/login', access: 'public' },
          {
            path: '/register',
            access: 'public',
            countyFlag: 'loginPageRegistration.selfRegistration',
          },
        ],
        nav: [],
      }),
      descriptor('mfe-search', {
        mounts: [
          { path: '/search', access: 'session' },
          { path: '/externalsearch', access: 'session' },
        ],
      }),
      descriptor('mfe-admin', {
        mounts: [
          { path: '/userManager', access: { roles: ['TRIMIN', 'COUNTY', 'ACCOUNT'] } },
          { path: '/controlPanel', access: { roles: ['TRIMIN', 'COUNTY'] } },
        ],
      }),
      descriptor('mfe-reports'),
      descriptor('mfe-efile', { title: { en: 'E File' }, countyFlag: 'efile.efile' }),
    ),
  );
}

async function portal(app = t.app): Promise<PortalModules> {
  const reply = await t.client(app).get<PortalModules>('/api/portal/modules');
  expect(reply.status).toBe(200);
  return portalModulesSchema.parse(reply.body.content);
}

describe('GET /api/portal/modules', () => {
  test("composes the county's portal from each deployed module.json", async () => {
    const app = await t.buildApp({ frontendRoot: deployed(), modules: MODULES });
    const { modules, disabled } = await portal(app);
    expect(modules.map((m) => m.name)).toEqual(MODULES);
    expect(disabled).toEqual([]);
    expect(modules[1]).toMatchObject({
      container: 'lrp_search',
      release: '1.0.0-0123456789',
      entryUrl: '/modules/mfe-search/1.0.0-0123456789/remoteEntry.js',
    });
  });

  test('manifest URLs follow BASE_PATH', async () => {
    const app = await t.buildApp({
      frontendRoot: deployed(),
      modules: MODULES,
      basePath: '/records/',
    });
    const { modules } = await portal(app);
    expect(modules[0].entryUrl).toBe('/records/modules/mfe-auth/1.0.0-0123456789/remoteEntry.js');
  });

  test("a module on the county's disabled list is offered as disabled, with its paths", async () => {
    await countyConfig().put('modules', { disabled: ['mfe-reports'] });
    const app = await t.buildApp({ frontendRoot: deployed(), modules: MODULES });
    const { modules, disabled } = await portal(app);
    expect(modules.map((m) => m.name)).not.toContain('mfe-reports');
    expect(disabled).toEqual([
      { name: 'mfe-reports', title: { en: 'Reports' }, paths: ['/reports'] },
    ]);
  });

  test('a module whose county flag is off (e-file) is disabled; essential modules never are', async () => {
    await countyConfig().put('efile', { ...(await countyConfig().get('efile')), efile: false });
    await countyConfig().put('modules', { disabled: ['mfe-auth'] });
    const app = await t.buildApp({ frontendRoot: deployed(), modules: MODULES });
    const { modules, disabled } = await portal(app);
    expect(disabled.map((d) => d.name)).toEqual(['mfe-efile']);
    expect(modules.map((m) => m.name)).toContain('mfe-auth');
  });

  test('a mount whose county flag is off is dropped from an enabled module', async () => {
    const app = await t.buildApp({ frontendRoot: deployed(), modules: MODULES });
    expect((await portal(app)).modules[0].mounts.map((m) => m.path)).toEqual([
      '/',
      '/login',
      '/register',
    ]);
    await countyConfig().put('loginPageRegistration', {
      ...(await countyConfig().get('loginPageRegistration')),
      selfRegistration: false,
    });
    expect((await portal(app)).modules[0].mounts.map((m) => m.path)).toEqual(['/', '/login']);
  });

  test('a nav entry into a dropped mount goes with it', async () => {
    const root = frontendRoot(
      published(
        descriptor('mfe-search', {
          mounts: [
            { path: '/search', access: 'session' },
            { path: '/maps', access: 'session', countyFlag: 'search2.map' },
          ],
          nav: [
            { path: '/search', label: { en: 'Search' }, order: 20 },
            { path: '/maps/parcels', label: { en: 'Maps' }, order: 30 },
          ],
        }),
      ),
    );
    await countyConfig().put('search2', { ...(await countyConfig().get('search2')), map: false });
    const app = await t.buildApp({ frontendRoot: root, modules: ['mfe-search'] });
    const [search] = (await portal(app)).modules;
    expect(search.mounts.map((m) => m.path)).toEqual(['/search']);
    expect(search.nav.map((n) => n.path)).toEqual(['/search']);
  });

  test('a missing or invalid module.json leaves that module out', async () => {
    const root = deployed();
    writeFiles(root, {
      [releasePath('mfe-reports')]: '{ not json',
      [releasePath('mfe-efile')]: { name: 'mfe-efile', container: 'Bad Name!' },
    });
    const app = await t.buildApp({ frontendRoot: root, modules: [...MODULES, 'mfe-imaging'] });
    const { modules, disabled } = await portal(app);
    expect(modules.map((m) => m.name)).toEqual(['mfe-auth', 'mfe-search', 'mfe-admin']);
    expect(disabled).toEqual([]);
  });

  test('a release without its mf-manifest.json, or with one of another container, is left out', async () => {
    const root = deployed();
    rmSync(path.join(root, releasePath('mfe-reports').replace('module.json', 'mf-manifest.json')));
    writeFiles(root, {
      [releasePath('mfe-efile').replace('module.json', 'mf-manifest.json')]: federationManifest(
        descriptor('mfe-search'),
      ),
    });
    const app = await t.buildApp({ frontendRoot: root, modules: MODULES });
    expect((await portal(app)).modules.map((m) => m.name)).toEqual([
      'mfe-auth',
      'mfe-search',
      'mfe-admin',
    ]);
  });

  test("points the shell at each release's manifest and at the entry script the manifest names", async () => {
    const root = deployed();
    const [auth] = (await portal(await t.buildApp({ frontendRoot: root, modules: ['mfe-auth'] })))
      .modules;
    expect(auth).toMatchObject({
      manifestUrl: '/modules/mfe-auth/1.0.0-0123456789/mf-manifest.json',
      entryUrl: '/modules/mfe-auth/1.0.0-0123456789/remoteEntry.js',
    });
  });

  test('never serves a release built against an API contract this server does not serve: the newest that fits instead', async () => {
    const [major, minor] = CONTRACT_VERSION.split('.').map(Number);
    const root = deployed();
    writeFiles(
      root,
      published(
        descriptor('mfe-reports', { version: '1.1.0', contract: `^${major}.${minor}.0` }),
        descriptor('mfe-reports', { version: '1.2.0', contract: `^${major}.${minor + 1}.0` }),
        descriptor('mfe-reports', { version: '2.0.0', contract: `^${major + 1}.0.0` }),
      ),
    );
    const app = await t.buildApp({ frontendRoot: root, modules: ['mfe-reports'] });
    expect((await portal(app)).modules[0].version).toBe('1.1.0');
  });

  test('a release published while the server runs is served from the next call on', async () => {
    const root = deployed();
    const app = await t.buildApp({ frontendRoot: root, modules: ['mfe-reports'] });
    expect((await portal(app)).modules[0].version).toBe('1.0.0');
    writeFiles(root, published(descriptor('mfe-reports', { version: '1.1.0' })));
    expect((await portal(app)).modules[0]).toMatchObject({
      version: '1.1.0',
      entryUrl: '/modules/mfe-reports/1.1.0-0123456789/remoteEntry.js',
    });
  });
});

describe('GET and POST /api/controlPanel/countyConfig/modules', () => {
  test('TRIMIN reads and replaces the disabled list; the portal follows', async () => {
    const client = t.client(await t.buildApp({ frontendRoot: deployed(), modules: MODULES }));
    await client.login('trimin.admin');
    expect((await client.get('/api/controlPanel/countyConfig/modules')).body.content).toEqual({
      disabled: [],
    });
    const saved = await client.post('/api/controlPanel/countyConfig/modules', {
      disabled: ['mfe-search', 'mfe-reports', 'mfe-search'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.content).toEqual({ disabled: ['mfe-reports', 'mfe-search'] });
    expect((await client.get('/api/controlPanel/countyConfig/modules')).body.content).toEqual({
      disabled: ['mfe-reports', 'mfe-search'],
    });
    const composed = (await client.get<PortalModules>('/api/portal/modules')).body.content;
    expect(composed.disabled.map((d) => d.name)).toEqual(['mfe-search', 'mfe-reports']);
  });

  test('refuses to switch off an essential module', async () => {
    const client = t.client();
    await client.login('trimin.admin');
    const reply = await client.post('/api/controlPanel/countyConfig/modules', {
      disabled: ['mfe-admin'],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/^mfe-admin cannot be switched off/);
  });

  test('is for TRIMIN only', async () => {
    for (const username of ['county.clerk', 'account.admin', 'escrow.user']) {
      const client = t.client();
      await client.login(username);
      expect((await client.get('/api/controlPanel/countyConfig/modules')).status).toBe(403);
      expect(
        (await client.post('/api/controlPanel/countyConfig/modules', { disabled: [] })).body
          .message,
      ).toBe('You do not have permission to do that.');
    }
  });

  test('validates the body', async () => {
    const client = t.client();
    await client.login('trimin.admin');
    const reply = await client.post('/api/controlPanel/countyConfig/modules', {
      disabled: 'mfe-search',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Disabled: Must be a list.');
  });
});

describe('GET /county/product-config.json', () => {
  test('the start-up configuration, never cached', async () => {
    const { response } = await t.client().get('/county/product-config.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(productConfigSchema.parse(response.json())).toEqual({
      COUNTY_DIRECTORY: 'demo',
      BROWSER_ROUTER_BASENAME: '/',
      SERVER_URL: '/api/',
      CARD_PAYMENT_PAGE_URL: '/api/cardGateway/hostedPage',
      CARD_SCRIPT_URL: '/api/cardGateway/script.js',
      PRODUCT_VERSION: '5.5.5',
    });
  });

  test('follows BASE_PATH and COUNTY_DIRECTORY', async () => {
    const app = await t.buildApp({ basePath: '/records/', countyDirectory: 'pine-ridge' });
    const config = (await t.client(app).get('/county/product-config.json')).response.json();
    expect(config).toMatchObject({
      COUNTY_DIRECTORY: 'pine-ridge',
      BROWSER_ROUTER_BASENAME: '/records/',
      SERVER_URL: '/records/api/',
      CARD_PAYMENT_PAGE_URL: '/records/api/cardGateway/hostedPage',
    });
  });
});
