// npm run bench:imaging: the imaging benchmark (bench/README.md, "Imaging"), TypeScript that drives the server's
// built bundles and its own code (bench/imaging/bench-imaging.ts), bundled and run by bench/support/run-server-code.mjs.
import { runServerCode } from './support/run-server-code.mjs';

await runServerCode('bench/imaging/bench-imaging.ts', 'bench-imaging');
