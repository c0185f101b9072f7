import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * The embedded database belongs to one process. PGlite keeps its files in the data folder and has no lock of its
 * own: two servers on one folder each run their own PostgreSQL on the same files, and one of them overwrites what
 * the other committed (a deposit acknowledged by one instance was gone after the other wrote). So the folder
 * carries a lock file naming its holder; a second server refuses to start and says who holds it.
 *
 * A lock whose holder is gone is taken over: on this host when its process no longer exists, from another host
 * (a folder on a shared disk, a container started again under a new host name) when its holder has not touched it
 * for STALE_AFTER_SECONDS (the holder touches it every HEARTBEAT_SECONDS).
 */

export const LOCK_FILE = 'server.lock';
const HEARTBEAT_SECONDS = 10;
export const STALE_AFTER_SECONDS = 60;

export type LockHolder = { pid: number; host: string; startedAt: string; token: string };

export type DataFolderLock = { file: string; release(): void };

/** The folders this process holds, so that the same process opening a folder twice is refused too. */
const heldHere = new Set<string>();

export class DataFolderInUseError extends Error {
  constructor(
    readonly file: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${path.dirname(file)} is in use by process ${holder.pid} on host ${holder.host} ` +
        `(since ${holder.startedAt}); only one server may use an embedded database folder. To run several ` +
        `instances, use PostgreSQL: set DATABASE_URL (docs/deploying.md). If that process is gone, delete ${file}.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (
      typeof holder.pid === 'number' &&
      typeof holder.host === 'string' &&
      typeof holder.token === 'string'
    ) {
      return {
        pid: holder.pid,
        host: holder.host,
        startedAt: String(holder.startedAt),
        token: holder.token,
      };
    }
  } catch {
    // Missing, or half written by a process killed while writing it: treated below.
  }
  return null;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists and belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function secondsSinceTouched(file: string): number {
  try {
    return (Date.now() - statSync(file).mtimeMs) / 1000;
  } catch {
    return Infinity;
  }
}

/** Whether the holder named in the lock file can no longer be using the folder. */
function isStale(file: string, holder: LockHolder | null, folder: string): boolean {
  if (!holder) return secondsSinceTouched(file) > 5; // unreadable: stale unless it is being written right now
  if (holder.host === os.hostname()) {
    if (holder.pid === process.pid) return !heldHere.has(folder); // an earlier life of this pid (a container's pid 1)
    return !processExists(holder.pid);
  }
  return secondsSinceTouched(file) > STALE_AFTER_SECONDS;
}

/** Removes the lock file only if it is still the one read as stale (another starter may have replaced it). */
function removeIfStill(file: string, stale: LockHolder | null): void {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // gone already
  }
  const moved = readHolder(aside);
  if (moved?.token === stale?.token) {
    rmSync(aside, { force: true });
    return;
  }
  // Someone else's fresh lock was moved: put it back (whoever created a new one meanwhile keeps theirs).
  try {
    writeFileSync(file, JSON.stringify(moved), { flag: 'wx' });
  } catch {
    // A lock is in place again; the loop below reads it.
  }
  rmSync(aside, { force: true });
}

/**
 * Takes the data folder for this process, or throws DataFolderInUseError naming the process that holds it.
 * `release` gives it back (also done when the process exits).
 */
export function lockDataFolder(folder: string): DataFolderLock {
  const resolved = path.resolve(folder);
  const file = path.join(resolved, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    token: randomBytes(16).toString('hex'),
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      // 'wx' creates the file only if it does not exist: of two servers starting together, one wins.
      writeFileSync(file, JSON.stringify(holder), { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const current = readHolder(file);
    if (attempt >= 3 || !isStale(file, current, resolved)) {
      throw new DataFolderInUseError(
        file,
        current ?? { pid: 0, host: 'unknown', startedAt: 'unknown', token: '' },
      );
    }
    removeIfStill(file, current);
  }
  heldHere.add(resolved);

  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // The folder went away; nothing to keep alive.
    }
  }, HEARTBEAT_SECONDS * 1000);
  heartbeat.unref();

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(heartbeat);
    heldHere.delete(resolved);
    process.off('exit', release);
    if (readHolder(file)?.token === holder.token) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { file, release };
}
