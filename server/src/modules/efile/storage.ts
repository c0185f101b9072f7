import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { EFILE_LIMITS, type EfileFormat } from '@lrp/contract';

/*
 * Where e-filed documents are kept (docs/efile.md "Storage"): DATA_DIR/efile/uploads/<id>.pdf or .tif. An upload
 * is written to <id>.tmp while it arrives, hashed (SHA-256) on the way, flushed to the disk and only then renamed
 * to its name: a file under its final name is always whole. A crash leaves a .tmp, which the clean-up job removes.
 */

export const UPLOADS_FOLDER = 'uploads';
const EXTENSIONS: Record<EfileFormat, string> = { 'application/pdf': 'pdf', 'image/tiff': 'tif' };

export const efileFolder = (dataDir: string) => path.join(dataDir, 'efile');
export const uploadsFolder = (dataDir: string) => path.join(efileFolder(dataDir), UPLOADS_FOLDER);

/** A stored file's path from what its row keeps (relative to DATA_DIR/efile). */
export const storedPath = (dataDir: string, filePath: string) =>
  path.join(efileFolder(dataDir), filePath);

/** What the first bytes say the file is: PDF (`%PDF-`), TIFF (`II*\0`, `MM\0*`), or neither. */
export function sniffFormat(head: Buffer): EfileFormat | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const tiff = head.subarray(0, 4).toString('hex');
  if (tiff === '49492a00' || tiff === '4d4d002a') return 'image/tiff';
  return null;
}

export type StoredUpload =
  | {
      kind: 'stored';
      format: EfileFormat;
      /** Relative to DATA_DIR/efile, as the row keeps it. */
      filePath: string;
      absolutePath: string;
      bytes: number;
      sha256: string;
    }
  | { kind: 'tooLarge' | 'invalidFormat' | 'empty' };

/**
 * Writes an upload's stream under DATA_DIR/efile/uploads as `<id>.tmp`, hashing it, then (when it is whole, not
 * too large and a PDF or TIFF by its content) flushes it and renames it to `<id>.pdf` or `<id>.tif`. Whatever
 * else it came to, nothing is left on the disk. `truncated()` says whether the multipart parser cut the file at
 * its size limit.
 */
export async function storeUpload(
  dataDir: string,
  id: string,
  stream: Readable,
  truncated: () => boolean,
): Promise<StoredUpload> {
  const folder = uploadsFolder(dataDir);
  await mkdir(folder, { recursive: true });
  const tmp = path.join(folder, `${id}.tmp`);
  const hash = createHash('sha256');
  let bytes = 0;
  let head = Buffer.alloc(0);
  let tooLarge = false;
  const file = await open(tmp, 'wx');
  try {
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes > EFILE_LIMITS.maxBytes) {
          // The parser's limit stops it first; this is the rule should a parser ever hand over more (the rest is
          // read and dropped, so the request can be answered).
          tooLarge = true;
          continue;
        }
        if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8 - head.length)]);
        hash.update(chunk);
        await file.write(chunk);
      }
      if (!tooLarge && !truncated()) await file.sync();
    } finally {
      await file.close();
    }
    const format = sniffFormat(head);
    const refusal = tooLarge || truncated() ? 'tooLarge' : bytes === 0 ? 'empty' : null;
    if (refusal || !format) {
      await rm(tmp, { force: true });
      return { kind: refusal ?? 'invalidFormat' };
    }
    const filePath = path.posix.join(UPLOADS_FOLDER, `${id}.${EXTENSIONS[format]}`);
    const absolutePath = storedPath(dataDir, filePath);
    await rename(tmp, absolutePath);
    await syncFolder(folder);
    return { kind: 'stored', format, filePath, absolutePath, bytes, sha256: hash.digest('hex') };
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/** Makes a rename in `folder` durable (the directory entry is flushed like the file was). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems cannot flush a directory; the file itself is flushed already.
  } finally {
    await handle.close();
  }
}

/** Removes a stored file (an upload refused, or cleaned up); a file already gone is no error. */
export async function removeStored(dataDir: string, filePath: string): Promise<void> {
  await rm(storedPath(dataDir, filePath), { force: true });
}

/** A stored file to send, or null when it is not on the disk. */
export async function openStored(dataDir: string, filePath: string) {
  const file = storedPath(dataDir, filePath);
  try {
    const info = await stat(file);
    return { stream: createReadStream(file), bytes: info.size };
  } catch {
    return null;
  }
}

/** The files in the uploads folder with their age, for the clean-up (an absent folder has none). */
export async function listUploadFiles(
  dataDir: string,
): Promise<{ name: string; path: string; modifiedAt: Date }[]> {
  const folder = uploadsFolder(dataDir);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  const files = [];
  for (const name of names) {
    const file = path.join(folder, name);
    try {
      const info = await stat(file);
      if (info.isFile()) files.push({ name, path: file, modifiedAt: info.mtime });
    } catch {
      // removed meanwhile
    }
  }
  return files;
}
