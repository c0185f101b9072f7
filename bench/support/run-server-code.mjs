// The benchmarks written in TypeScript drive the server's own code (its search plans, its PDF assembly). This
// bundles one with esbuild, the way the server is built, beside the server's own bundle (the server finds its
// folder, migrations and front-end root, from where it runs), and runs it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Bundles `entry` (a path from the repository root) to server/dist/<name>.mjs and runs it. */
export async function runServerCode(entry, name) {
  const serverPackage = JSON.parse(readFileSync(join(root, 'server', 'package.json'), 'utf8'));
  const external = [
    ...Object.keys(serverPackage.dependencies).filter((dependency) => dependency !== '@lrp/shared'),
    'autocannon',
  ].flatMap((dependency) => [dependency, `${dependency}/*`]);
  const outfile = join(root, 'server', 'dist', `${name}.mjs`);
  await build({
    absWorkingDir: root,
    entryPoints: [join(root, entry)],
    outfile,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    bundle: true,
    external,
    banner: {
      js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  await import(pathToFileURL(outfile).href);
}
