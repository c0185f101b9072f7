import type { ModuleMount, ReleaseManifest } from './portal';
import { compareVersions, releaseMismatches, type ShellManifest } from './release';

// tooling/release.mjs bundles this file on its own and calls these two as well (the gate at publish time).
/** @public */
export { compareVersions, releaseMismatches };

/** True when two mounts claim one path: the same path, or one below the other's (non-exact) subtree. */
function overlaps(a: ModuleMount, b: ModuleMount): boolean {
  const below = (outer: ModuleMount, inner: ModuleMount) =>
    !outer.exact &&
    outer.path !== '/' &&
    inner.path.startsWith(`${outer.path.replace(/\/$/, '')}/`);
  return a.path === b.path || below(a, b) || below(b, a);
}

/** The paths a release would own that another module's release owns already, one sentence each. */
export function pathClashes(
  release: Pick<ReleaseManifest, 'name' | 'mounts'>,
  others: Pick<ReleaseManifest, 'name' | 'mounts' | 'release'>[],
): string[] {
  const clashes: string[] = [];
  for (const other of others) {
    if (other.name === release.name) continue;
    for (const mount of release.mounts) {
      const owned = other.mounts.find((m) => overlaps(mount, m));
      if (owned)
        clashes.push(
          `mounts ${mount.path}, which ${other.name} ${other.release} owns (${owned.path})`,
        );
    }
  }
  return clashes;
}

/** Everything the release gate refuses: contract and singleton mismatches with the shell, then path clashes. */
export function releaseProblems(
  release: Pick<ReleaseManifest, 'name' | 'mounts' | 'shellContract' | 'shared'>,
  shell: ShellManifest,
  others: Pick<ReleaseManifest, 'name' | 'mounts' | 'release'>[],
): string[] {
  return [...releaseMismatches(release, shell), ...pathClashes(release, others)];
}
