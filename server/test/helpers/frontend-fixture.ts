import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReleaseManifest, ShellManifest } from '@lrp/contract';

/**
 * The fixture shell's contract version. Any version serves: the fixture's releases ask for its range (the real
 * one is @lrp/shared's shared/src/module/shell-contract.json, which the server never reads).
 */
const SHELL_CONTRACT_VERSION = '1.0.0';

/** The release id of a fixture: its version and a fixed content hash. */
export const releaseId = (version = '1.0.0', hash = '0123456789') => `${version}-${hash}`;

/** Where a release's module.json is published under the front-end root. */
export const releasePath = (name: string, release = releaseId()) =>
  `${name}/releases/${release}/module.json`;

/** What the fixture shell provides (shell/dist/shell.json). */
export const SHELL: ShellManifest = {
  shellContract: SHELL_CONTRACT_VERSION,
  shared: { react: '19.2.0', '@lrp/shared': '1.0.0' },
};

/** A release's module.json like the ones the front-end build writes; it fits SHELL unless told otherwise. */
export function descriptor(
  name: string,
  overrides: Partial<ReleaseManifest> = {},
): ReleaseManifest {
  const short = name.replace(/^mfe-/, '');
  const version = overrides.version ?? '1.0.0';
  return {
    name,
    container: `lrp_${short}`,
    expose: './module',
    title: { en: short.charAt(0).toUpperCase() + short.slice(1) },
    mounts: [{ path: `/${short}`, access: 'session' }],
    nav: [{ path: `/${short}`, label: { en: short }, order: 10 }],
    version,
    builtAt: '2026-11-01T12:00:00.000Z',
    release: releaseId(version),
    shellContract: `^${SHELL_CONTRACT_VERSION}`,
    shared: {
      react: { version: '19.2.0', requiredVersion: '^19.0.0' },
      '@lrp/shared': { version: '1.0.0', requiredVersion: '^1.0.0' },
    },
    ...overrides,
  };
}

/**
 * The mf-manifest.json the federation build writes beside a release's module.json: its entry script and its
 * expose's files (`entryFiles` of the fixture, which the server reads from here, not from module.json).
 */
export function federationManifest({
  container,
  expose,
  entryFiles = [],
}: ReleaseManifest): object {
  const files = (ext: string) => entryFiles.filter((f) => f.endsWith(ext));
  return {
    id: container,
    name: container,
    metaData: {
      name: container,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${container}:${expose.slice(2)}`,
        name: expose.slice(2),
        path: expose,
        assets: { js: { sync: files('.js'), async: [] }, css: { sync: files('.css'), async: [] } },
      },
    ],
  };
}

/** A release's module.json and mf-manifest.json keyed by where they are published, for frontendRoot(). */
export const published = (...releases: ReleaseManifest[]) =>
  Object.fromEntries(
    releases.flatMap(({ entryFiles, ...release }) => [
      [releasePath(release.name, release.release), release],
      [
        releasePath(release.name, release.release).replace(/module\.json$/, 'mf-manifest.json'),
        federationManifest({ ...release, entryFiles }),
      ],
    ]),
  );

/**
 * A throwaway front-end root: `files` maps paths (relative to the root, e.g. `shell/dist/index.html`) to
 * contents; objects are written as JSON. The shell's manifest is SHELL unless `files` names another.
 */
export function frontendRoot(files: Record<string, string | object> = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'lrp-frontend-'));
  writeFiles(root, { 'shell/dist/shell.json': SHELL, ...files });
  return root;
}

export function writeFiles(root: string, files: Record<string, string | object>): void {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
}
