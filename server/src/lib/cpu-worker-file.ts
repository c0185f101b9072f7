import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SERVER_ROOT } from '../paths';

/** The CPU worker bundle's file name beside the server's bundle; build.mjs sets it, so it is absent from source. */
declare const LRP_CPU_WORKER: string | undefined;

export type CpuWorkerFile = { file: string; remove: () => void };

/**
 * Where the CPU pool's worker (cpu-tasks.ts, bundled) is. The built server finds it beside itself. Run from
 * source (jest), the server bundles one for itself the way build.mjs does, under server/dist (so the worker's
 * dependencies resolve from node_modules), one per pool, deleted when the pool closes.
 */
export async function cpuWorkerFile(): Promise<CpuWorkerFile> {
  if (typeof LRP_CPU_WORKER === 'string') {
    return { file: fileURLToPath(new URL(LRP_CPU_WORKER, import.meta.url)), remove: () => {} };
  }
  const dir = path.join(SERVER_ROOT, 'dist', 'source-workers');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `cpu-worker-${process.pid}-${randomBytes(4).toString('hex')}.mjs`);
  await promisify(execFile)(
    process.execPath,
    [path.join(SERVER_ROOT, 'build.mjs'), '--cpu-worker', file],
    { cwd: SERVER_ROOT },
  );
  return {
    file,
    remove: () => ['', '.map'].forEach((end) => rmSync(`${file}${end}`, { force: true })),
  };
}
