import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DataFolderInUseError,
  LOCK_FILE,
  lockDataFolder,
  STALE_AFTER_SECONDS,
} from '../../src/db/data-folder-lock';

/* The embedded database folder's lock: one holder, named when refused; a holder that is gone loses it. */

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'lrp-lock-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const lockFile = () => path.join(folder, LOCK_FILE);
const writeHolder = (holder: { pid: number; host: string }) =>
  writeFileSync(
    lockFile(),
    JSON.stringify({ ...holder, startedAt: '2026-11-26T09:00:00.000Z', token: 'earlier' }),
  );
/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('the embedded database folder lock', () => {
  test('a second holder is refused with the holder named; once released, the folder can be taken', () => {
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: os.hostname(),
    });
    let refusal: unknown;
    try {
      lockDataFolder(folder);
    } catch (err) {
      refusal = err;
    }
    expect(refusal).toBeInstanceOf(DataFolderInUseError);
    expect((refusal as Error).message).toContain(
      `is in use by process ${process.pid} on host ${os.hostname()}`,
    );
    expect((refusal as Error).message).toContain('set DATABASE_URL');
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    lockDataFolder(folder).release();
  });

  test('a live process on this host keeps the folder', () => {
    writeHolder({ pid: process.ppid, host: os.hostname() });
    expect(() => lockDataFolder(folder)).toThrow(
      `in use by process ${process.ppid} on host ${os.hostname()}`,
    );
  });

  test('the lock of a process that no longer exists is taken over', () => {
    writeHolder({ pid: deadPid(), host: os.hostname() });
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  test('another host keeps the folder while it touches the lock, and loses it when it stops', () => {
    writeHolder({ pid: 12345, host: 'another-host' });
    expect(() => lockDataFolder(folder)).toThrow('in use by process 12345 on host another-host');
    const longAgo = new Date(Date.now() - (STALE_AFTER_SECONDS + 5) * 1000);
    utimesSync(lockFile(), longAgo, longAgo);
    const lock = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  test('release leaves a lock someone else took alone', () => {
    const lock = lockDataFolder(folder);
    writeHolder({ pid: 12345, host: 'another-host' });
    lock.release();
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ host: 'another-host' });
  });
});
