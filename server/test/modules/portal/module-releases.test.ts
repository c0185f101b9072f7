import { moduleReleasesSchema, type ModuleReleases, type PortalModules } from '@lrp/contract';
import { desc, eq } from 'drizzle-orm';
import { auditLog, modulePins } from '../../../src/db/schema';
import {
  descriptor,
  frontendRoot,
  published,
  SHELL,
  writeFiles,
} from '../../helpers/frontend-fixture';
import { setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

const v100 = descriptor('mfe-reports', {
  version: '1.0.0',
  release: '1.0.0-aaaaaaaaaa',
  builtAt: '2026-11-01T10:00:00.000Z',
});
const v110 = descriptor('mfe-reports', {
  version: '1.1.0',
  release: '1.1.0-bbbbbbbbbb',
  builtAt: '2026-11-02T10:00:00.000Z',
});
/** Newest by version, but built for a shell contract this shell does not implement. */
const v200 = descriptor('mfe-reports', {
  version: '2.0.0',
  release: '2.0.0-cccccccccc',
  shellContract: '^2.0.0',
});

async function servedReports(client: ReturnType<typeof t.client>) {
  const feed = (await client.get<PortalModules>('/api/portal/modules')).body.content;
  return feed.modules.find((m) => m.name === 'mfe-reports');
}

async function appWithReleases() {
  const root = frontendRoot(published(v100, v110, v200, descriptor('mfe-search')));
  return {
    root,
    app: await t.buildApp({ frontendRoot: root, modules: ['mfe-search', 'mfe-reports'] }),
  };
}

describe('the module feed serves each module its pinned release, else its newest that fits the shell', () => {
  test('without a pin: the newest release that fits; a newer one that does not fit is passed over', async () => {
    const { app } = await appWithReleases();
    expect(await servedReports(t.client(app))).toMatchObject({
      release: '1.1.0-bbbbbbbbbb',
      entryUrl: '/modules/mfe-reports/1.1.0-bbbbbbbbbb/remoteEntry.js',
    });
  });

  test('a singleton range the shell does not satisfy makes a release not fit', async () => {
    const react18 = descriptor('mfe-reports', {
      version: '1.2.0',
      release: '1.2.0-dddddddddd',
      shared: { ...v110.shared, react: { version: '18.3.1', requiredVersion: '^18.0.0' } },
    });
    const root = frontendRoot(published(v110, react18));
    const client = t.client(await t.buildApp({ frontendRoot: root, modules: ['mfe-reports'] }));
    expect((await servedReports(client))?.release).toBe('1.1.0-bbbbbbbbbb');
    await client.login('trimin.admin');
    const listed = moduleReleasesSchema.parse(
      (await client.get('/api/controlPanel/moduleReleases')).body.content,
    );
    expect(listed.modules[0].releases[0]).toEqual({
      release: '1.2.0-dddddddddd',
      version: '1.2.0',
      builtAt: react18.builtAt,
      problems: [`needs react ^18.0.0; the shell provides ${SHELL.shared.react}`],
    });
  });

  test('TRIMIN sees every release, pins an older one (a rollback) in one step, and follows the newest again', async () => {
    const { app } = await appWithReleases();
    const trimin = t.client(app);
    await trimin.login('trimin.admin');
    const listed = (await trimin.get<ModuleReleases>('/api/controlPanel/moduleReleases')).body
      .content;
    expect(
      moduleReleasesSchema.parse(listed).modules.find((m) => m.name === 'mfe-reports'),
    ).toMatchObject({
      pinned: null,
      serving: '1.1.0-bbbbbbbbbb',
      releases: [
        {
          release: '2.0.0-cccccccccc',
          problems: [`needs shell contract ^2.0.0; the shell implements ${SHELL.shellContract}`],
        },
        { release: '1.1.0-bbbbbbbbbb', problems: [] },
        { release: '1.0.0-aaaaaaaaaa', problems: [] },
      ],
    });

    const pinned = await trimin.post<ModuleReleases>('/api/controlPanel/moduleReleases/pin', {
      module: 'mfe-reports',
      release: '1.0.0-aaaaaaaaaa',
    });
    expect(pinned.status).toBe(200);
    expect(pinned.body.message).toBe(
      'mfe-reports is pinned to 1.0.0-aaaaaaaaaa. Users get it on their next page load.',
    );
    expect(pinned.body.content.modules.find((m) => m.name === 'mfe-reports')).toMatchObject({
      pinned: '1.0.0-aaaaaaaaaa',
      serving: '1.0.0-aaaaaaaaaa',
    });
    // Any user's next page load gets it.
    expect((await servedReports(t.client(app)))?.release).toBe('1.0.0-aaaaaaaaaa');
    expect(
      await db()
        .select({ module: modulePins.module, release: modulePins.release, by: modulePins.pinnedBy })
        .from(modulePins),
    ).toEqual([{ module: 'mfe-reports', release: '1.0.0-aaaaaaaaaa', by: 'trimin.admin' }]);

    const followed = await trimin.post('/api/controlPanel/moduleReleases/pin', {
      module: 'mfe-reports',
      release: null,
    });
    expect(followed.body.message).toBe(
      'mfe-reports follows its newest release that fits the shell. Users get it on their next page load.',
    );
    expect((await servedReports(t.client(app)))?.release).toBe('1.1.0-bbbbbbbbbb');

    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, 'MODULE_PIN_CHANGE'))
      .orderBy(desc(auditLog.id));
    expect(audit.map((a) => [a.username, a.detail])).toEqual([
      ['trimin.admin', { module: 'mfe-reports', before: '1.0.0-aaaaaaaaaa', after: null }],
      ['trimin.admin', { module: 'mfe-reports', before: null, after: '1.0.0-aaaaaaaaaa' }],
    ]);
  });

  test('a pin is kept when newer releases are published; a pinned release that was removed falls back to the newest', async () => {
    const { app, root } = await appWithReleases();
    const trimin = t.client(app);
    await trimin.login('trimin.admin');
    await trimin.post('/api/controlPanel/moduleReleases/pin', {
      module: 'mfe-reports',
      release: '1.1.0-bbbbbbbbbb',
    });
    writeFiles(
      root,
      published(descriptor('mfe-reports', { version: '1.3.0', release: '1.3.0-eeeeeeeeee' })),
    );
    expect((await servedReports(t.client(app)))?.release).toBe('1.1.0-bbbbbbbbbb');
    await db().update(modulePins).set({ release: '0.9.0-ffffffffff' });
    expect((await servedReports(t.client(app)))?.release).toBe('1.3.0-eeeeeeeeee');
  });

  test('refuses to pin a release that does not fit the shell, naming the mismatch, and one that does not exist', async () => {
    const { app } = await appWithReleases();
    const trimin = t.client(app);
    await trimin.login('trimin.admin');
    const misfit = await trimin.post('/api/controlPanel/moduleReleases/pin', {
      module: 'mfe-reports',
      release: '2.0.0-cccccccccc',
    });
    expect(misfit.status).toBe(400);
    expect(misfit.body.message).toBe(
      `mfe-reports 2.0.0-cccccccccc does not fit the shell this portal runs: it needs shell contract ^2.0.0; the shell implements ${SHELL.shellContract}.`,
    );
    const missing = await trimin.post('/api/controlPanel/moduleReleases/pin', {
      module: 'mfe-reports',
      release: '1.0.1-0000000000',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('mfe-reports has no release 1.0.1-0000000000.');
    const unknown = await trimin.post('/api/controlPanel/moduleReleases/pin', {
      module: 'mfe-nothing',
      release: null,
    });
    expect(unknown.status).toBe(404);
    expect(await db().select().from(modulePins)).toEqual([]);
    expect((await servedReports(t.client(app)))?.release).toBe('1.1.0-bbbbbbbbbb');
  });

  test('is for TRIMIN only', async () => {
    const { app } = await appWithReleases();
    for (const username of ['county.clerk', 'account.admin']) {
      const client = t.client(app);
      await client.login(username);
      expect((await client.get('/api/controlPanel/moduleReleases')).status).toBe(403);
      const pin = await client.post('/api/controlPanel/moduleReleases/pin', {
        module: 'mfe-reports',
        release: '1.0.0-aaaaaaaaaa',
      });
      expect(pin.status).toBe(403);
    }
    expect(await db().select().from(modulePins)).toEqual([]);
  });
});
