import { type EnabledModule, type PortalModule } from '@lrp/shared';
import { createModuleRegistry, RETRY_DELAYS_MS, type ModuleSource } from './module-registry';
import { useModuleStatusStore } from './module-status-store';

const reports: EnabledModule = {
  name: 'mfe-reports',
  container: 'lrp_reports',
  expose: './module',
  title: { en: 'Reports' },
  version: '1.0.0',
  mounts: [{ path: '/reports', access: 'session' }],
  nav: [],
  entryUrl: '/modules/mfe-reports/remoteEntry.js',
};
const loaded: PortalModule = { name: 'mfe-reports', mounts: {}, build: { version: '1.0.0', builtAt: '', label: 'build 7' } };

/** A module source whose loads fail `failures` times, then succeed; it records what the registry did. */
function fakeSource(failures: number) {
  const events: string[] = [];
  let left = failures;
  const source: ModuleSource = {
    load: async (module) => {
      events.push(`load ${module.name}`);
      if (left-- > 0) throw new Error('remoteEntry.js: 503');
      return { default: loaded };
    },
    forget: (module) => events.push(`forget ${module.container}`),
    sleep: async (ms) => {
      events.push(`sleep ${ms}`);
    },
  };
  return { source, events };
}

beforeEach(() => useModuleStatusStore.setState({ status: {}, builds: {} }));

describe('the module registry', () => {
  it('retries a failed remote, forgetting its cached container before each try', async () => {
    const { source, events } = fakeSource(2);
    const registry = createModuleRegistry(source);
    registry.register([reports]);
    await expect(registry.load('mfe-reports')).resolves.toBe(loaded);
    expect(events).toEqual([
      'load mfe-reports',
      'forget lrp_reports',
      `sleep ${RETRY_DELAYS_MS[0]}`,
      'load mfe-reports',
      'forget lrp_reports',
      `sleep ${RETRY_DELAYS_MS[1]}`,
      'load mfe-reports',
    ]);
    expect(useModuleStatusStore.getState().status['mfe-reports']).toBe('ready');
    expect(useModuleStatusStore.getState().builds['mfe-reports'].label).toBe('build 7');
  });

  it('reports a remote that still fails after the retries, and Retry loads it afresh', async () => {
    const { source, events } = fakeSource(3);
    const registry = createModuleRegistry(source);
    registry.register([reports]);
    await expect(registry.load('mfe-reports')).rejects.toThrow('503');
    expect(events.filter((e) => e.startsWith('load'))).toHaveLength(1 + RETRY_DELAYS_MS.length);
    expect(useModuleStatusStore.getState().status['mfe-reports']).toBe('failed');

    events.length = 0;
    registry.forget('mfe-reports');
    await expect(registry.load('mfe-reports')).resolves.toBe(loaded);
    expect(events).toEqual(['forget lrp_reports', 'load mfe-reports']);
  });

  it('loads a module once per page however often it is asked for', async () => {
    const { source, events } = fakeSource(0);
    const registry = createModuleRegistry(source);
    registry.register([reports]);
    await Promise.all([registry.load('mfe-reports'), registry.load('mfe-reports')]);
    await registry.load('mfe-reports');
    expect(events).toEqual(['load mfe-reports']);
  });

  it('refuses a module the county does not offer, without fetching anything', async () => {
    const { source, events } = fakeSource(0);
    const registry = createModuleRegistry(source);
    registry.register([reports]);
    await expect(registry.load('mfe-efile')).rejects.toThrow('not offered');
    expect(registry.isEnabled('mfe-efile')).toBe(false);
    expect(events).toEqual([]);
  });
});
