import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { EnabledModule, ModuleHost, PortalModule } from '@lrp/shared';
import { useModuleStatusStore } from './module-status-store';

const RETRY_DELAYS_MS = [300, 1200];

const enabled = new Map<string, EnabledModule>();
const loading = new Map<string, Promise<PortalModule>>();

const remoteOf = (module: EnabledModule) => ({
  name: module.container,
  entry: new URL(module.manifestUrl, window.location.href).href,
});

/** Registers the county's enabled remotes with the federation runtime; nothing is downloaded yet. */
export function registerCountyModules(modules: EnabledModule[]): void {
  enabled.clear();
  for (const module of modules) enabled.set(module.name, module);
  registerRemotes(modules.map(remoteOf));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchModule(module: EnabledModule): Promise<PortalModule> {
  const { setStatus, setBuild } = useModuleStatusStore.getState();
  setStatus(module.name, 'loading');
  for (let attempt = 0; ; attempt++) {
    try {
      const exposed = await loadRemote<{ default: PortalModule }>(`${module.container}/${module.expose.slice(2)}`);
      if (!exposed?.default) throw new Error(`${module.name} did not expose a portal module`);
      setStatus(module.name, 'ready');
      setBuild(module.name, exposed.default.build);
      return exposed.default;
    } catch (error) {
      if (attempt >= RETRY_DELAYS_MS.length) {
        setStatus(module.name, 'failed');
        throw error;
      }
      await sleep(RETRY_DELAYS_MS[attempt]);
      // A failed remote entry stays cached by the runtime; registering it again with force clears that.
      registerRemotes([remoteOf(module)], { force: true });
    }
  }
}

/** Loads a module once per page; a failed load is forgotten so that Retry fetches it again. */
export function loadPortalModule(name: string): Promise<PortalModule> {
  const module = enabled.get(name);
  if (!module) return Promise.reject(new Error(`${name} is not offered in this county`));
  let pending = loading.get(name);
  if (!pending) {
    pending = fetchModule(module);
    loading.set(name, pending);
    pending.catch(() => loading.delete(name));
  }
  return pending;
}

/** Drops a module's failed load and its cached remote entry before a Retry. */
export function forgetModule(name: string): void {
  loading.delete(name);
  const module = enabled.get(name);
  if (module) registerRemotes([remoteOf(module)], { force: true });
}

/** The host API handed to remotes through @lrp/shared. */
export const moduleHost: ModuleHost = {
  loadModule: loadPortalModule,
  isEnabled: (name) => enabled.has(name),
};
