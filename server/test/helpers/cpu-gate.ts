import path from 'node:path';
import type { CpuPool } from '../../src/lib/cpu-pool';

/** The stand-in worker whose tasks wait for a gate (cpu-hold-worker.mjs). */
export const HOLD_WORKER = path.join(__dirname, 'cpu-hold-worker.mjs');

export type Gate = { buffer: SharedArrayBuffer; open(): void };

/** A gate shared with the worker threads: closed until `open()`. */
export function gate(): Gate {
  const buffer = new SharedArrayBuffer(4);
  return {
    buffer,
    open() {
      const flag = new Int32Array(buffer);
      Atomics.store(flag, 0, 1);
      Atomics.notify(flag, 0);
    },
  };
}

/** A task of the stand-in worker on `pool`: at work (or waiting) until the gate opens; answers `done <label>`. */
export function hold(pool: CpuPool, closed: Gate, label: string): Promise<string> {
  return pool.run('drawScanPages', {
    gate: closed.buffer,
    label,
  } as never) as unknown as Promise<string>;
}
