// Publishes a remote's build (its dist/) as an immutable release, after the compatibility gate.
// Run in the module's folder after webpack (its `build` and `release` scripts do): `npm run release -w mfe-search`.
//
//   FRONTEND_ROOT/<module>/releases/<version>-<hash>/   remoteEntry.js, chunks, module.json (never overwritten)
//
// The gate checks the release against the shell counties run (FRONTEND_ROOT/shell/dist/shell.json): the shell
// contract it implements, each shared singleton's range against the version the shell provides, and its paths
// against the newest release of every other module. A refusal names each mismatch and publishes nothing.
// docs/deploying.md explains the whole flow.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The release rules of @lrp/shared (contract/src/release.ts), bundled for Node. */
async function releaseRules() {
  const out = await build({
    entryPoints: [path.join(ROOT, 'contract/src/release-rules.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  return import(
    `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`
  );
}

/** Every file under `dir`, relative, sorted. */
function filesOf(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      return entry.isDirectory() ? filesOf(dir, relative) : [relative];
    })
    .sort();
}

/** A hash of the release's files and of its manifest without the build time: same source, same release. */
function contentHash(dist, manifest) {
  const hash = createHash('sha256');
  for (const file of filesOf(dist).filter((f) => f !== 'module.json')) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(dist, file)))
      .update('\0');
  }
  const { builtAt: _builtAt, ...stable } = manifest;
  hash.update(JSON.stringify(stable));
  return hash.digest('hex').slice(0, 10);
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The newest release (by version, then build time) of each other module published under `frontendRoot`. */
function newestReleasesOfOthers(frontendRoot, name, compareVersions) {
  if (!existsSync(frontendRoot)) return [];
  return readdirSync(frontendRoot)
    .filter(
      (other) =>
        other !== name &&
        /^mfe-[a-z]+$/.test(other) &&
        existsSync(path.join(frontendRoot, other, 'releases')),
    )
    .flatMap((other) => {
      const releases = readdirSync(path.join(frontendRoot, other, 'releases'))
        .map((id) => path.join(frontendRoot, other, 'releases', id, 'module.json'))
        .filter((file) => existsSync(file))
        .map(readJson)
        .sort(
          (a, b) =>
            compareVersions(b.version, a.version) ||
            String(b.builtAt).localeCompare(String(a.builtAt)),
        );
      return releases.slice(0, 1);
    });
}

export async function release({ moduleDir, frontendRoot }) {
  const rules = await releaseRules();
  const dist = path.join(moduleDir, 'dist');
  const manifest = readJson(path.join(dist, 'module.json'));
  const id = `${manifest.version}-${contentHash(dist, manifest)}`;
  const candidate = { ...manifest, release: id };

  const shellFile = path.join(frontendRoot, 'shell', 'dist', 'shell.json');
  const problems = existsSync(shellFile)
    ? rules.releaseProblems(
        candidate,
        readJson(shellFile),
        newestReleasesOfOthers(frontendRoot, manifest.name, rules.compareVersions),
      )
    : [
        `there is no shell at ${shellFile}: build or deploy the shell first (npm run build -w @lrp/shell)`,
      ];
  if (problems.length > 0) {
    return {
      ok: false,
      id,
      message: `Release refused: ${manifest.name} ${id}\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    };
  }

  const releases = path.join(frontendRoot, manifest.name, 'releases');
  const folder = path.join(releases, id);
  if (existsSync(folder))
    return {
      ok: true,
      id,
      message: `${manifest.name} ${id} is already released (same files); nothing changed.`,
    };
  // Copied beside, then renamed: the server never sees a half-written release.
  const staging = path.join(releases, `.${id}.partial`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(releases, { recursive: true });
  cpSync(dist, staging, { recursive: true });
  writeFileSync(path.join(staging, 'module.json'), `${JSON.stringify(candidate, null, 2)}\n`);
  renameSync(staging, folder);
  return { ok: true, id, message: `Released ${manifest.name} ${id} into ${folder}` };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await release({
    moduleDir: process.cwd(),
    frontendRoot: path.resolve(process.env.FRONTEND_ROOT || ROOT),
  });
  (result.ok ? console.log : console.error)(result.message);
  process.exitCode = result.ok ? 0 : 1;
}
