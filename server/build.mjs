// Bundles the server into dist/server.mjs: our source and @lrp/contract (a workspace package of TypeScript source,
// hence a devDependency) go in; every dependency stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

// `--outfile <path>` builds the server alone elsewhere (the server process tests build their own copy). It must
// stay under server/: the bundle finds the migrations by walking up from where it lies.
const at = process.argv.indexOf('--outfile');
const outfile = at > 0 ? process.argv[at + 1] : null;

// The CPU pool's worker (src/lib/cpu-tasks.ts: page images, PDFs, spreadsheets) is a bundle of its own beside the
// server's, named after it; the server's bundle is told the name (src/lib/cpu-worker-file.ts). `--cpu-worker
// <path>` builds the worker alone: the server run from source (jest) builds one for itself that way.
const serverFile = path.resolve(here, outfile ?? 'dist/server.mjs');
const workerFile = (bundle) => bundle.replace(/\.mjs$/, '') + '.cpu-worker.mjs';
const common = {
  absWorkingDir: here,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  bundle: true,
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
};
const buildWorker = (file) =>
  build({ ...common, entryPoints: ['src/lib/cpu-tasks.ts'], outfile: file });

const workerOnly = process.argv.indexOf('--cpu-worker');
if (workerOnly > 0) {
  await buildWorker(path.resolve(process.argv[workerOnly + 1]));
  process.exit(0);
}

const started = Date.now();
await buildWorker(workerFile(serverFile));
// The server, the records generator's command line (npm run seed), the scans' import (npm run images:import) and
// the new recordings' import (npm run records:import).
const result = await build({
  ...common,
  ...(outfile
    ? { entryPoints: ['src/server.ts'], outfile }
    : {
        entryPoints: {
          server: 'src/server.ts',
          seed: 'src/seed-cli.ts',
          'images-import': 'src/images-import-cli.ts',
          'records-import': 'src/records-import-cli.ts',
        },
        outdir: 'dist',
        outExtension: { '.js': '.mjs' },
      }),
  define: { LRP_CPU_WORKER: JSON.stringify(path.basename(workerFile(serverFile))) },
  metafile: true,
});
const bytes =
  Object.values(result.metafile.outputs).find((o) => o.entryPoint === 'src/server.ts')?.bytes ?? 0;
process.stdout.write(
  `server: ${outfile ?? 'dist/server.mjs'} (${Math.round(bytes / 1024)} KB)${outfile ? '' : ', dist/seed.mjs, dist/images-import.mjs'}, its CPU worker ${path.basename(workerFile(serverFile))} in ${Date.now() - started} ms\n`,
);
