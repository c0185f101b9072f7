import { type EnabledModule, type PortalModule } from '@lrp/shared';
import { makeEnabledModule } from '@lrp/shared/test';
import { IncompatibleReleaseError } from './incompatible-release-error';
import { createModuleRegistry, exposedId, type ModuleSource } from './module-registry';
import { useModuleStatusStore } from './module-status-store';

const reports: EnabledModule = makeEnabledModule('mfe-reports');
const loaded: PortalModule = {
  name: 'mfe-reports',
  mounts: {},
  build: { version: '1.0.0', builtAt: '', label: 'build 7' },
};

/** A module source whose loads fail `failures` times, then succeed; it records what the registry did. */
function fakeSource(failures: number) {
  const events: string[] = [];
  let left = failures;
  const source: ModuleSource = {
    register: (modules, replace) =>
      events.push(
        `${replace ? 're-register' : 'register'} ${modules.map((m) => m.container).join(' ')}`,
      ),
    load: async (module) => {
      events.push(`load ${module.name}`);
      if (left-- > 0) throw new Error('remoteEntry.js: 503');
      return { default: loaded };
    },
  };
  return { source, events };
}

beforeEach(() => useModuleStatusStore.setState({ status: {}, builds: {} }));

describe('the module registry', () => {
  it("registers the county's remotes with the federation runtime and downloads none of them yet", () => {
    const { source, events } = fakeSource(0);
    const registry = createModuleRegistry(source);
    registry.register([reports, makeEnabledModule('mfe-search')]);
    expect(events).toEqual(['register lrp_reports lrp_search']);
  });

  it('names an exposed module as the runtime does: container, then the expose without its ./', () => {
    expect(exposedId('lrp_search', './module')).toBe('lrp_search/module');
    expect(exposedId('lrp_search', './runtime-identity')).toBe('lrp_search/runtime-identity');
  });

  it('reports a remote that fails to load, and Retry registers it afresh before loading it again', async () => {
    const { source, events } = fakeSource(1);
    const registry = createModuleRegistry(source);
    registry.register([reports]);
    await expect(registry.load('mfe-reports')).rejects.toThrow('503');
    expect(useModuleStatusStore.getState().status['mfe-reports']).toBe('failed');

    events.length = 0;
    registry.forget('mfe-reports');
    await expect(registry.load('mfe-reports')).resolves.toBe(loaded);
    expect(events).toEqual(['re-register lrp_reports', 'load mfe-reports']);
    expect(useModuleStatusStore.getState().status['mfe-reports']).toBe('ready');
    expect(useModuleStatusStore.getState().builds['mfe-reports'].label).toBe('build 7');
  });

  it('tells which modules this page has loaded, and forgets one on Retry', async () => {
    const { source } = fakeSource(0);
    const registry = createModuleRegistry(source);
    registry.register([reports]);
    expect(registry.loaded('mfe-reports')).toBeUndefined();
    await registry.load('mfe-reports');
    expect(registry.loaded('mfe-reports')).toBe(loaded);
    registry.forget('mfe-reports');
    expect(registry.loaded('mfe-reports')).toBeUndefined();
  });

  it('loads a module once per page however often it is asked for', async () => {
    const { source, events } = fakeSource(0);
    const registry = createModuleRegistry(source);
    registry.register([reports]);
    await Promise.all([registry.load('mfe-reports'), registry.load('mfe-reports')]);
    await registry.load('mfe-reports');
    expect(events.filter((e) => e.startsWith('load'))).toEqual(['load mfe-reports']);
  });

  it('refuses a module the county does not offer, without fetching anything', async () => {
    const { source, events } = fakeSource(0);
    const registry = createModuleRegistry(source);
    registry.register([reports]);
    await expect(registry.load('mfe-efile')).rejects.toThrow('not offered');
    expect(registry.isEnabled('mfe-efile')).toBe(false);
    expect(events.filter((e) => e.startsWith('load'))).toEqual([]);
  });

  it('refuses a release whose manifest does not fit the shell, with the reason, before fetching anything', async () => {
    const { source, events } = fakeSource(0);
    const shell = { shellContract: '1.4.0', shared: { react: '19.2.0', '@lrp/shared': '1.3.0' } };
    const registry = createModuleRegistry(source, shell);
    registry.register([
      makeEnabledModule('mfe-reports', {
        release: '2.0.0-abcdef0123',
        shellContract: '^2.0.0',
        shared: {
          react: { version: '18.3.1', requiredVersion: '^18.0.0' },
          '@lrp/shared': { version: '1.3.0', requiredVersion: '^1.3.0' },
        },
      }),
    ]);
    const error = await registry.load('mfe-reports').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IncompatibleReleaseError);
    expect((error as IncompatibleReleaseError).problems).toEqual([
      'needs shell contract ^2.0.0; the shell implements 1.4.0',
      'needs react ^18.0.0; the shell provides 19.2.0',
    ]);
    expect(events.filter((e) => e.startsWith('load'))).toEqual([]);
    expect(useModuleStatusStore.getState().status['mfe-reports']).toBe('failed');
  });

  it('loads a release that fits the shell it runs in', async () => {
    const { source } = fakeSource(0);
    const registry = createModuleRegistry(source, {
      shellContract: '1.4.0',
      shared: { react: '19.2.0' },
    });
    registry.register([
      makeEnabledModule('mfe-reports', {
        shellContract: '^1.2.0',
        shared: { react: { version: '19.0.0', requiredVersion: '^19.0.0' } },
      }),
    ]);
    await expect(registry.load('mfe-reports')).resolves.toBe(loaded);
  });
});
