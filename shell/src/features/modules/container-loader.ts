/*
 * Loads a remote's container (its remoteEntry.js, built by webpack's container plugin) and hands it the shell's
 * share scope, so that the remote uses the shell's React, zustand and @lrp/shared entry points. Singletons are
 * pinned to what the shell provides: a remote's own copy of a library never replaces the shell's.
 */

/** webpack's container interface (what a remoteEntry.js defines on window under its container name). */
export interface RemoteContainer {
  init(shareScope: unknown): Promise<void> | void;
  get(expose: string): Promise<() => unknown>;
}

type ShareScope = Record<string, Record<string, { loaded?: unknown; from?: string }>>;

declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, ShareScope>;

const containers = new Map<string, Promise<RemoteContainer>>();

function loadScript(url: string, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.container = name;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    };
    document.head.appendChild(script);
  });
}

/** The versions the shell itself provides, before any remote adds its own. */
let shellVersions: Record<string, string[]> | null = null;

/** Keeps each shared library at the versions the shell provided: a remote's copies are dropped from the scope. */
function keepShellVersions(scope: ShareScope): void {
  if (!shellVersions) return;
  for (const [library, versions] of Object.entries(scope)) {
    const own = shellVersions[library];
    if (!own) continue;
    for (const version of Object.keys(versions)) {
      if (!own.includes(version) && !versions[version].loaded) delete versions[version];
    }
  }
}

async function initContainer(name: string, url: string): Promise<RemoteContainer> {
  await __webpack_init_sharing__('default');
  const scope = __webpack_share_scopes__.default;
  shellVersions ??= Object.fromEntries(Object.entries(scope).map(([library, versions]) => [library, Object.keys(versions)]));
  await loadScript(url, name);
  const container = (window as unknown as Record<string, RemoteContainer | undefined>)[name];
  if (!container) throw new Error(`${url} did not define the container ${name}`);
  await container.init(scope);
  keepShellVersions(scope);
  return container;
}

/** The remote's container, loaded and initialized once per page. */
export function loadContainer(name: string, url: string): Promise<RemoteContainer> {
  let pending = containers.get(name);
  if (!pending) {
    pending = initContainer(name, url);
    containers.set(name, pending);
    pending.catch(() => containers.delete(name));
  }
  return pending;
}

/** Forgets a container (a failed load, before Retry), so the next load fetches its remoteEntry.js again. */
export function forgetContainer(name: string): void {
  containers.delete(name);
  document.querySelectorAll(`script[data-container="${name}"]`).forEach((s) => s.remove());
  delete (window as unknown as Record<string, unknown>)[name];
}

/** One exposed module of a remote, e.g. `./module`. */
export async function loadExposed<T>(name: string, url: string, expose: string): Promise<T> {
  const container = await loadContainer(name, url);
  const factory = await container.get(expose);
  return factory() as T;
}
