import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const FIXTURE = join(ROOT, 'e2e', 'fixtures', 'mfe-search-next');

/** The new mount and its entry in the Search part of the menu, as the team's module.json would add them. */
export const NEXT_SCREEN = { path: '/recordingstatistics', label: 'Recording Statistics' } as const;

/**
 * Builds and publishes the search team's next release (e2e/fixtures/mfe-search-next/README.md) into
 * `frontendRoot`, with the team's webpack configuration and release command, and nothing of the shell. Returns the
 * release command's output and status.
 */
export function releaseNextSearch(frontendRoot: string, port: number) {
  const work = join(ROOT, 'e2e', '.tmp', `mfe-search-next-${port}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  copyFileSync(join(ROOT, 'mfe-search', 'package.json'), join(work, 'package.json'));
  const descriptor = JSON.parse(readFileSync(join(ROOT, 'mfe-search', 'module.json'), 'utf8'));
  descriptor.mounts.push({ path: NEXT_SCREEN.path, access: 'session' });
  descriptor.nav.push({
    path: NEXT_SCREEN.path,
    label: { en: NEXT_SCREEN.label },
    icon: 'reports',
    order: 21,
  });
  writeFileSync(join(work, 'module.json'), JSON.stringify(descriptor, null, 2));
  writeFileSync(
    join(work, 'webpack.config.js'),
    `const { createFederatedConfig } = require(${JSON.stringify(join(ROOT, 'tooling', 'webpack-federation'))});
module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'lrp_search',
  exposes: { './module': ${JSON.stringify(join(FIXTURE, 'next-module.ts'))} },
});
`,
  );
  const env = {
    ...process.env,
    FRONTEND_ROOT: frontendRoot,
    LRP_RELEASE_VERSION: '1.1.0',
    LRP_BUILD_LABEL: 'release 1.1.0 (e2e): Recording Statistics',
  };
  const webpack = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'),
      '--mode',
      'production',
      '-c',
      'webpack.config.js',
    ],
    { cwd: work, env, encoding: 'utf8' },
  );
  if (webpack.status !== 0)
    return { status: webpack.status, output: `${webpack.stdout}${webpack.stderr}` };
  const release = spawnSync(process.execPath, [join(ROOT, 'tooling', 'release.mjs')], {
    cwd: work,
    env,
    encoding: 'utf8',
  });
  return { status: release.status, output: `${release.stdout}${release.stderr}` };
}
