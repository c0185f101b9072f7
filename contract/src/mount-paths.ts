import type { ModuleMount } from './portal';

// Zod-free: the shell's start-up uses it on the first load.

/** True when `path` is the mount's path or below it (only the path itself for an exact mount, such as `/`). */
export function isUnderMount(path: string, mount: ModuleMount): boolean {
  if (mount.exact) return path === mount.path;
  return (
    mount.path === '/' ||
    path === mount.path ||
    path.startsWith(`${mount.path.replace(/\/$/, '')}/`)
  );
}

/**
 * The module and mount that render `path`: the most specific mount it is under, as the shell's router picks it.
 * The server's page hints and the shell's start-up both ask this.
 */
export function mountOwningPath<M extends { mounts: ModuleMount[] }>(
  modules: M[],
  path: string,
): { module: M; mount: ModuleMount } | undefined {
  let best: { module: M; mount: ModuleMount } | undefined;
  for (const module of modules)
    for (const mount of module.mounts)
      if (isUnderMount(path, mount) && (!best || mount.path.length > best.mount.path.length))
        best = { module, mount };
  return best;
}
