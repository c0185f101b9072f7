// The release gate and publishing (tooling/release.mjs), run as a team runs it: in the module's folder after
// its build, against a front-end root holding the shell counties run and the other modules' releases.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RELEASE = path.join(__dirname, 'release.mjs');
const SHELL = { shellContract: '1.2.0', shared: { react: '19.2.0', '@lrp/shared': '1.0.0' } };

function write(file: string, content: string | object) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
}

/** A module folder whose dist/ holds a build like webpack's, and a front-end root with a shell. */
function setUp(manifest: Record<string, unknown> = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lrp-release-'));
  const moduleDir = path.join(dir, 'mfe-reports');
  const root = path.join(dir, 'frontend');
  write(path.join(moduleDir, 'dist', 'remoteEntry.js'), 'var lrp_reports;');
  write(path.join(moduleDir, 'dist', '12.0123456789.js'), 'chunk()');
  write(path.join(moduleDir, 'dist', 'module.json'), {
    name: 'mfe-reports',
    container: 'lrp_reports',
    expose: './module',
    title: { en: 'Reports' },
    mounts: [{ path: '/reports', access: 'session' }],
    nav: [],
    version: '1.4.0',
    builtAt: '2026-11-22T10:00:00.000Z',
    shellContract: '^1.0.0',
    shared: {
      react: { version: '19.2.0', requiredVersion: '^19.0.0' },
      '@lrp/shared': { version: '1.0.0', requiredVersion: '^1.0.0' },
    },
    ...manifest,
  });
  write(path.join(root, 'shell', 'dist', 'shell.json'), SHELL);
  return { moduleDir, root };
}

function release(moduleDir: string, root: string) {
  const run = spawnSync(process.execPath, [RELEASE], {
    cwd: moduleDir,
    env: { ...process.env, FRONTEND_ROOT: root },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const releasesOf = (root: string) =>
  existsSync(path.join(root, 'mfe-reports', 'releases'))
    ? readdirSync(path.join(root, 'mfe-reports', 'releases'))
    : [];

describe('npm run release (tooling/release.mjs)', () => {
  test('publishes a release that fits into a folder named by its version and content hash, once', () => {
    const { moduleDir, root } = setUp();
    const first = release(moduleDir, root);
    expect(first.status).toBe(0);
    const [id] = releasesOf(root);
    expect(id).toMatch(/^1\.4\.0-[0-9a-f]{10}$/);
    expect(first.output).toContain(`Released mfe-reports ${id}`);
    const folder = path.join(root, 'mfe-reports', 'releases', id);
    expect(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('var lrp_reports;');
    expect(JSON.parse(readFileSync(path.join(folder, 'module.json'), 'utf8'))).toMatchObject({
      release: id,
      version: '1.4.0',
    });

    // The same build again (another build time only) is the same release: nothing is overwritten.
    write(path.join(moduleDir, 'dist', 'module.json'), {
      ...JSON.parse(readFileSync(path.join(moduleDir, 'dist', 'module.json'), 'utf8')),
      builtAt: '2026-11-23T00:00:00.000Z',
    });
    const again = release(moduleDir, root);
    expect(again.status).toBe(0);
    expect(again.output).toContain('is already released (same files); nothing changed.');
    expect(JSON.parse(readFileSync(path.join(folder, 'module.json'), 'utf8')).builtAt).toBe(
      '2026-11-22T10:00:00.000Z',
    );

    // A changed file is a new release beside the old one.
    write(path.join(moduleDir, 'dist', '12.0123456789.js'), 'chunk(2)');
    expect(release(moduleDir, root).status).toBe(0);
    expect(releasesOf(root)).toHaveLength(2);
    expect(releasesOf(root)).toContain(id);
  });

  test('refuses a release built for another shell contract or with a singleton range the shell does not meet, naming each mismatch', () => {
    const { moduleDir, root } = setUp({
      shellContract: '^2.0.0',
      shared: {
        react: { version: '18.3.1', requiredVersion: '^18.0.0' },
        '@lrp/shared': { version: '1.3.0', requiredVersion: '^1.3.0' },
        'left-pad': { version: '1.0.0', requiredVersion: '^1.0.0' },
      },
    });
    const result = release(moduleDir, root);
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/^Release refused: mfe-reports 1\.4\.0-[0-9a-f]{10}$/m);
    expect(result.output).toContain('- needs shell contract ^2.0.0; the shell implements 1.2.0');
    expect(result.output).toContain('- needs react ^18.0.0; the shell provides 19.2.0');
    expect(result.output).toContain('- needs @lrp/shared ^1.3.0; the shell provides 1.0.0');
    expect(result.output).toContain(
      '- shares left-pad (built with 1.0.0), which the shell does not provide',
    );
    expect(releasesOf(root)).toEqual([]);
  });

  test("refuses a release that mounts a path another module's newest release owns", () => {
    const { moduleDir, root } = setUp({
      mounts: [
        { path: '/reports', access: 'session' },
        { path: '/search/saved', access: 'session' },
      ],
    });
    write(path.join(root, 'mfe-search', 'releases', '2.0.0-abcdef0123', 'module.json'), {
      name: 'mfe-search',
      version: '2.0.0',
      release: '2.0.0-abcdef0123',
      builtAt: '2026-11-20T00:00:00.000Z',
      mounts: [{ path: '/search', access: 'session' }],
    });
    const result = release(moduleDir, root);
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      '- mounts /search/saved, which mfe-search 2.0.0-abcdef0123 owns (/search)',
    );
    expect(releasesOf(root)).toEqual([]);
  });

  test('refuses to release before there is a shell to check against', () => {
    const { moduleDir } = setUp();
    const result = release(moduleDir, path.join(os.tmpdir(), 'lrp-no-such-root'));
    expect(result.status).toBe(1);
    expect(result.output).toContain('build or deploy the shell first');
  });
});
