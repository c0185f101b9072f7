import { Piscina } from 'piscina';
import { BoundedConcurrency } from './bounded-concurrency';
import type * as Tasks from './cpu-tasks';
import { cpuWorkerFile, type CpuWorkerFile } from './cpu-worker-file';

/*
 * The one pool of worker threads for CPU-heavy work (page images, PDFs, spreadsheets: cpu-tasks.ts), so a request
 * that draws or assembles never stalls the event loop and every other request with it. `size` threads work at
 * once (CPU_POOL_SIZE, default: the machine's CPUs less one for the request thread, at least 1); at most
 * `queueLimit` more tasks wait (CPU_QUEUE_LIMIT); one beyond is answered 503 "busy, try again" with Retry-After
 * (ServerBusyError) at once. The threads start with the first task, not with the server.
 */

type TaskTable = typeof Tasks;
export type CpuTaskName = keyof TaskTable;
export type CpuTaskInput<K extends CpuTaskName> = Parameters<TaskTable[K]>[0];
export type CpuTaskResult<K extends CpuTaskName> = Awaited<ReturnType<TaskTable[K]>>;

export type CpuPool = {
  run<K extends CpuTaskName>(task: K, input: CpuTaskInput<K>): Promise<CpuTaskResult<K>>;
  /** Tasks at work and waiting now. */
  readonly running: number;
  readonly waiting: number;
  /** Ends the threads (after the tasks at work) and removes a worker bundled from source. */
  close(): Promise<void>;
};

export type CpuPoolOptions = {
  size: number;
  queueLimit: number;
  /** A worker file of its own (the tests' stand-ins); default: the server's (cpu-worker-file.ts). */
  workerFile?: string;
};

/**
 * The workers run at a lower priority than the request thread (Linux and macOS: nice +10 per thread, through
 * piscina's optional @napi-rs/nice): on a busy machine the scheduler gives a request the CPU before a PDF.
 */
const WORKER_NICENESS = 10;

/** A Buffer a worker answered arrives as a plain Uint8Array: the same bytes as a Buffer again, without a copy. */
function asBuffer<T>(value: T): T {
  return (
    value instanceof Uint8Array && !Buffer.isBuffer(value)
      ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
      : value
  ) as T;
}

export function createCpuPool({ size, queueLimit, workerFile }: CpuPoolOptions): CpuPool {
  const turns = new BoundedConcurrency(size, queueLimit);
  let started: Promise<{ piscina: Piscina; worker: CpuWorkerFile }> | null = null;
  const start = async () => {
    const worker = workerFile ? { file: workerFile, remove: () => {} } : await cpuWorkerFile();
    // Admission is ours (turns): the pool never holds more tasks than it has threads.
    return {
      piscina: new Piscina({
        filename: worker.file,
        minThreads: size,
        maxThreads: size,
        niceIncrement: WORKER_NICENESS,
      }),
      worker,
    };
  };
  return {
    run(task, input) {
      return turns.run(async () => {
        // A worker that could not be found or built is looked for again by the next task.
        started ??= start().catch((error: unknown) => {
          started = null;
          throw error;
        });
        const { piscina } = await started;
        return asBuffer(await piscina.run(input, { name: task }));
      });
    },
    get running() {
      return turns.running;
    },
    get waiting() {
      return turns.waiting;
    },
    async close() {
      const starting = started;
      started = null;
      const pool = await starting?.catch(() => null);
      if (!pool) return;
      const { piscina, worker } = pool;
      await piscina.close();
      worker.remove();
    },
  };
}
