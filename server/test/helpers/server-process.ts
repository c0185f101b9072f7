import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freshPostgres } from './test-database';

/*
 * The real server as a process (node dist/server.mjs), for what app.inject cannot show: signals, a kill in the
 * middle of a payment, a restart on the same database.
 */

const SERVER_ROOT = path.join(__dirname, '..', '..');

/**
 * Bundles the server as `npm run build` does, into server/test/.tmp (it must lie under server/); `remove` deletes
 * the bundle again.
 */
export async function buildServerBundle(): Promise<{ file: string; remove: () => void }> {
  const dir = path.join(SERVER_ROOT, 'test', '.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `server-${process.pid}.mjs`);
  await promisify(execFile)(process.execPath, ['build.mjs', '--outfile', file], {
    cwd: SERVER_ROOT,
  });
  return {
    file,
    // The bundle, its CPU worker beside it (server-<pid>.cpu-worker.mjs), and their source maps.
    remove: () =>
      ['.mjs', '.mjs.map', '.cpu-worker.mjs', '.cpu-worker.mjs.map'].forEach((end) =>
        rmSync(file.replace(/\.mjs$/, end), { force: true }),
      ),
  };
}

/** An empty database for a server process: a data folder for PGlite, or a new database on TEST_DATABASE_URL. */
export async function emptyDatabaseFor(): Promise<{
  env: Record<string, string>;
  remove: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const fresh = await freshPostgres(adminUrl);
    await fresh.database.close();
    return { env: { DATABASE_URL: fresh.url }, remove: fresh.drop };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lrp-process-'));
  return {
    env: { DATA_DIR: dataDir },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export type ServerProcess = {
  baseUrl: string;
  /** The pino lines written so far, parsed. */
  logs: Record<string, unknown>[];
  waitForLog(
    match: (line: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  signal(name: NodeJS.Signals): void;
  exited: Promise<number | null>;
};

/** Starts the bundle on a free port with the demo county; resolves once it listens. */
export async function startServer(
  bundle: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED: 'demo',
      FRONTEND_ROOT: os.tmpdir(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters = new Set<{
    match: (line: Record<string, unknown>) => boolean;
    resolve: (line: Record<string, unknown>) => void;
  }>();
  let pending = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    let end: number;
    while ((end = pending.indexOf('\n')) >= 0) {
      const text = pending.slice(0, end);
      pending = pending.slice(end + 1);
      let line: Record<string, unknown>;
      try {
        line = JSON.parse(text);
      } catch {
        continue;
      }
      logs.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.match(line)) {
          waiters.delete(waiter);
          waiter.resolve(line);
        }
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const waitForLog: ServerProcess['waitForLog'] = (match, timeoutMs = 90_000) => {
    const found = logs.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const fail = (why: string) => {
        waiters.delete(waiter);
        clearTimeout(timer);
        reject(
          new Error(`${why}; stderr: ${stderr}; last lines: ${JSON.stringify(logs.slice(-5))}`),
        );
      };
      const waiter = {
        match,
        resolve: (line: Record<string, unknown>) => {
          clearTimeout(timer);
          resolve(line);
        },
      };
      const timer = setTimeout(() => fail(`no such log line within ${timeoutMs} ms`), timeoutMs);
      waiters.add(waiter);
      void exited.then(() => waiters.has(waiter) && fail('the server exited'));
    });
  };

  const listening = await waitForLog(
    (line) =>
      typeof line.msg === 'string' && line.msg.startsWith('Server listening at http://127.0.0.1:'),
  );
  const baseUrl = String(listening.msg).replace('Server listening at ', '');
  return { baseUrl, logs, waitForLog, signal: (name) => child.kill(name), exited };
}

/**
 * Starts the bundle and waits until it exits or listens: a server expected to refuse to start. One that listens
 * after all is stopped and answers `listened: true`.
 */
export async function startServerExpectingRefusal(
  bundle: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; listened: boolean }> {
  const child = spawn(process.execPath, [bundle], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED: 'demo',
      FRONTEND_ROOT: os.tmpdir(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let listened = false;
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  child.stdout!.on('data', (chunk: Buffer) => {
    if (!listened && chunk.toString('utf8').includes('Server listening at')) {
      listened = true;
      child.kill('SIGTERM');
    }
  });
  const code = await new Promise<number | null>((resolve) =>
    child.once('exit', (exitCode) => resolve(exitCode)),
  );
  return { code, stderr, listened };
}
