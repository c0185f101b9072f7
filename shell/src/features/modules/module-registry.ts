import { type EnabledModule, type ModuleHost, type PortalModule, releaseMismatches, type ShellManifest } from '@lrp/shared';
import { forgetContainer, loadExposed } from './container-loader';
import { IncompatibleReleaseError } from './incompatible-release-error';
import { useModuleStatusStore } from './module-status-store';

/** A failed remote is tried again twice, after these pauses, before its section shows Retry. */
export const RETRY_DELAYS_MS = [300, 1200];

/** How a module's PortalModule is fetched: the container loader in the browser, a fake in tests. */
export interface ModuleSource {
  load: (module: EnabledModule) => Promise<{ default: PortalModule }>;
  forget: (module: EnabledModule) => void;
  sleep: (ms: number) => Promise<void>;
}

const browserSource: ModuleSource = {
  load: (module) => loadExposed(module.container, new URL(module.entryUrl, window.location.href).href, module.expose),
  forget: (module) => forgetContainer(module.container),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * The county's enabled modules and their loading: each is fetched once per page when one of its paths is first
 * opened; a failure is retried (the cached failed container forgotten first) and then reported, and a Retry
 * forgets it so that the next load fetches it again.
 */
export function createModuleRegistry(source: ModuleSource = browserSource, shell: ShellManifest = __LRP_SHELL__) {
  const enabled = new Map<string, EnabledModule>();
  const loading = new Map<string, Promise<PortalModule>>();
  const loaded = new Map<string, PortalModule>();

  async function fetchModule(module: EnabledModule): Promise<PortalModule> {
    const { setStatus, setBuild } = useModuleStatusStore.getState();
    // The server serves a pinned release even after the shell changed: a release that no longer fits (its shell
    // contract or a shared singleton's range) is refused here, with the reason, and never retried.
    const problems = releaseMismatches(module, shell);
    if (problems.length > 0) {
      setStatus(module.name, 'failed');
      throw new IncompatibleReleaseError(module.name, module.release, problems);
    }
    setStatus(module.name, 'loading');
    for (let attempt = 0; ; attempt++) {
      try {
        const exposed = await source.load(module);
        if (!exposed?.default) throw new Error(`${module.name} did not expose a portal module`);
        setStatus(module.name, 'ready');
        setBuild(module.name, exposed.default.build);
        loaded.set(module.name, exposed.default);
        return exposed.default;
      } catch (error) {
        if (attempt >= RETRY_DELAYS_MS.length) {
          setStatus(module.name, 'failed');
          throw error;
        }
        source.forget(module);
        await source.sleep(RETRY_DELAYS_MS[attempt]);
      }
    }
  }

  return {
    /** Records the county's enabled modules; nothing is downloaded yet. */
    register(modules: EnabledModule[]): void {
      enabled.clear();
      loading.clear();
      loaded.clear();
      for (const module of modules) enabled.set(module.name, module);
    },
    /** Loads a module once per page; a failed load is forgotten so that Retry fetches it again. */
    load(name: string): Promise<PortalModule> {
      const module = enabled.get(name);
      if (!module) return Promise.reject(new Error(`${name} is not offered in this county`));
      let pending = loading.get(name);
      if (!pending) {
        pending = fetchModule(module);
        loading.set(name, pending);
        pending.catch(() => loading.delete(name));
      }
      return pending;
    },
    /** A module this page has loaded already, else undefined. */
    loaded: (name: string): PortalModule | undefined => loaded.get(name),
    /** Drops a module's failed load and its container before a Retry. */
    forget(name: string): void {
      loading.delete(name);
      loaded.delete(name);
      const module = enabled.get(name);
      if (module) source.forget(module);
    },
    isEnabled: (name: string) => enabled.has(name),
  };
}

const registry = createModuleRegistry();

export const registerCountyModules = registry.register;
export const loadPortalModule = registry.load;
export const forgetModule = registry.forget;
export const loadedPortalModule = registry.loaded;

/** The host API handed to remotes through @lrp/shared. */
export const moduleHost: ModuleHost = { loadModule: registry.load, isEnabled: registry.isEnabled };
