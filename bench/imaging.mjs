// npm run bench:imaging: the imaging benchmark (bench/README.md, "Imaging"). The benchmark itself is TypeScript that
// drives the server's own code (bench/imaging/bench-pdf.ts); this launcher bundles it with esbuild, the way the
// server is built, and runs it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverPackage = JSON.parse(readFileSync(join(root, 'server', 'package.json'), 'utf8'));
const external = [
  ...Object.keys(serverPackage.dependencies).filter((name) => name !== '@lrp/shared'),
  'autocannon',
].flatMap((name) => [name, `${name}/*`]);
// Beside the server's own bundle: the server finds its folder (migrations, front-end root) from where it runs.
const outfile = join(root, 'server', 'dist', 'bench-pdf.mjs');

await build({
  absWorkingDir: root,
  entryPoints: [join(root, 'bench', 'imaging', 'bench-pdf.ts')],
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
