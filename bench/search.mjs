// npm run bench:search: the search benchmark (bench/README.md, "Search"), TypeScript that drives the server's own
// code (bench/search/bench-search.ts), bundled and run by bench/support/run-server-code.mjs.
import { runServerCode } from './support/run-server-code.mjs';

await runServerCode('bench/search/bench-search.ts', 'bench-search');
