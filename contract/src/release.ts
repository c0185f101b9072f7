/*
 * Whether a remote's release fits a shell (docs/deploying.md, "What the gate checks"). Isomorphic and free of zod
 * (the shell's first load carries it): the release gate (tooling/release.mjs), the server's module feed and the
 * shell's loader use the same rules. The manifests' schemas are in portal.ts. The shell contract's own version
 * belongs to @lrp/shared, whose module host it versions (shared/src/module/shell-contract.json).
 */

/** A shared singleton as a remote was built with it: the version it bundled and the range it accepts. */
export interface BuiltWith {
  version: string;
  requiredVersion: string;
}

/** What a shell provides: its contract version and the version of each singleton it puts in the share scope. */
export interface ShellManifest {
  shellContract: string;
  shared: Record<string, string>;
}

/** What a release declares about its fit: the shell-contract range it implements and its shared singletons. */
export interface ReleaseFit {
  shellContract: string;
  shared: Record<string, BuiltWith>;
}

type Version = [number, number, number];

function parseVersion(text: string): Version | null {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** Compares two versions (major, minor, patch; pre-release tags are ignored). */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a) ?? [0, 0, 0];
  const y = parseVersion(b) ?? [0, 0, 0];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/**
 * True when `version` is in `range`: the forms webpack's shared config uses (`^1.2.3`, `~1.2.3`, `>=1.2.3`,
 * `1.2.3`, `*`), npm's rules for a leading zero major included.
 */
export function satisfies(version: string, range: string): boolean {
  const v = parseVersion(version);
  const r = range.trim();
  if (r === '*' || r === '') return v !== null;
  const m = /^(\^|~|>=)?\s*(\d+\.\d+\.\d+)/.exec(r);
  const low = m ? parseVersion(m[2]) : null;
  if (!v || !m || !low) return false;
  const cmp = compareVersions(version, m[2]);
  if (cmp < 0) return false;
  switch (m[1]) {
    case '>=':
      return true;
    case '~':
      return v[0] === low[0] && v[1] === low[1];
    case '^':
      if (low[0] > 0) return v[0] === low[0];
      if (low[1] > 0) return v[0] === 0 && v[1] === low[1];
      return cmp === 0;
    default:
      return cmp === 0;
  }
}

/**
 * Why a release does not fit a shell, one sentence per mismatch (empty when it fits): the shell contract it
 * implements, and every singleton it shares against the version the shell provides (a library the shell does
 * not provide at all would make the remote load its own copy, a second instance).
 */
export function releaseMismatches(release: ReleaseFit, shell: ShellManifest): string[] {
  const problems: string[] = [];
  if (!satisfies(shell.shellContract, release.shellContract)) {
    problems.push(
      `needs shell contract ${release.shellContract}; the shell implements ${shell.shellContract}`,
    );
  }
  for (const [library, built] of Object.entries(release.shared).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const provided = shell.shared[library];
    if (provided === undefined)
      problems.push(
        `shares ${library} (built with ${built.version}), which the shell does not provide`,
      );
    else if (!satisfies(provided, built.requiredVersion)) {
      problems.push(`needs ${library} ${built.requiredVersion}; the shell provides ${provided}`);
    }
  }
  return problems;
}
