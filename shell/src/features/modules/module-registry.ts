import {
  type EnabledModule,
  type ModuleHost,
  type PortalModule,
  releaseMismatches,
  type ShellManifest,
} from '@lrp/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { IncompatibleReleaseError } from './incompatible-release-error';
import { useModuleStatusStore } from './module-status-store';

/** How the modules are fetched: the page's Module Federation runtime in the browser, a fake in tests. */
export interface ModuleSource {
  /** Tells the runtime where each remote's entry is; `replace` drops what it holds of them first (a Retry). */
  register: (modules: EnabledModule[], replace?: boolean) => void;
  load: (module: EnabledModule) => Promise<{ default: PortalModule } | null>;
}

const remoteOf = (module: EnabledModule) => ({
  name: module.container,
  entry: new URL(module.entryUrl, window.location.href).href,
});

/** An exposed module's id for loadRemote: `lrp_search/module` for `./module`. */
export const exposedId = (container: string, expose: string) =>
  `${container}/${expose.replace(/^\.\//, '')}`;

const federationSource: ModuleSource = {
  // `force` makes the runtime forget a failed entry (its script and cached promise) so the next load fetches it.
  register: (modules, replace = false) =>
    registerRemotes(modules.map(remoteOf), { force: replace }),
  load: (module) =>
    loadRemote<{ default: PortalModule }>(exposedId(module.container, module.expose)),
};

/**
 * The county's enabled modules and their loading: each is registered with the federation runtime and fetched once
 * per page when one of its paths is first opened; a failure is reported, and a Retry registers it afresh so that
 * the next load fetches it again.
 */
export function createModuleRegistry(
  source: ModuleSource = federationSource,
  shell: ShellManifest = __LRP_SHELL__,
) {
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
    try {
      // The runtime plugin gives the entry its time limit and its retries (portal-federation-plugin.ts).
      const exposed = await source.load(module);
      if (!exposed?.default) throw new Error(`${module.name} did not expose a portal module`);
      setStatus(module.name, 'ready');
      setBuild(module.name, exposed.default.build);
      loaded.set(module.name, exposed.default);
      return exposed.default;
    } catch (error) {
      setStatus(module.name, 'failed');
      throw error;
    }
  }

  return {
    /** Records the county's enabled modules; nothing is downloaded yet. */
    register(modules: EnabledModule[]): void {
      enabled.clear();
      loading.clear();
      loaded.clear();
      for (const module of modules) enabled.set(module.name, module);
      source.register(modules);
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
      if (module) source.register([module], true);
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
