import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../server/src/paths';

/*
 * The imaging benchmark's import (bench/README.md, "Imaging"): `npm run images:import` (server/dist/images-import.mjs)
 * run on the folder of scans as its own process, into the run's data folder and its folder store, timed from start
 * to exit, with the process's peak memory (resourceUsage().maxRSS, written at its exit by a preloaded hook).
 */

/** What the import did and cost. */
export type ImportRun = {
  seconds: number;
  documents: number;
  pages: number;
  failed: number;
  unmatched: number;
  peakMb: number;
};

/** Writes the process's peak resident memory (KB) to BENCH_MAXRSS_FILE when it exits. */
const PEAK_MEMORY_HOOK = `data:text/javascript,${encodeURIComponent(
  "import { writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(process.env.BENCH_MAXRSS_FILE, String(process.resourceUsage().maxRSS)));",
)}`;

/** Runs the import of `folder` with `env` (the run's DATA_DIR and store); throws when it fails. */
export async function runImport(folder: string, env: NodeJS.ProcessEnv): Promise<ImportRun> {
  const peakFile = path.join(String(env.DATA_DIR), '..', 'import-maxrss');
  rmSync(peakFile, { force: true });
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      PEAK_MEMORY_HOOK,
      path.join(REPO_ROOT, 'server', 'dist', 'images-import.mjs'),
      folder,
    ],
    { env: { ...env, BENCH_MAXRSS_FILE: peakFile }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    process.stderr.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`the import exited with ${code}`);
  // "N files in S s: N imported (D documents, P pages), N skipped (imported before), U unmatched, F failed"
  const summary = /\((\d+) documents, (\d+) pages\).* (\d+) unmatched, (\d+) failed/.exec(out);
  if (!summary) throw new Error(`the import's summary was not understood: ${out.slice(0, 300)}`);
  return {
    seconds,
    documents: Number(summary[1]),
    pages: Number(summary[2]),
    unmatched: Number(summary[3]),
    failed: Number(summary[4]),
    peakMb: Number(readFileSync(peakFile, 'utf8')) / 1024,
  };
}
