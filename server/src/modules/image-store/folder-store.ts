import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { checkedStream, sha256Of } from './checksums';
import { ImageStoreError, type ImageStore, type StoredObject } from './image-store';

/*
 * The image store in a folder (the embedded default: DATA_DIR/images). An object is written to a temporary file
 * beside its place, flushed, and renamed: a file under its key is always whole.
 */

export class FolderStore implements ImageStore {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `folder ${root}`;
  }

  private file(key: string): string {
    const normalized = path.posix.normalize(key);
    if (normalized.startsWith('..') || path.posix.isAbsolute(normalized))
      throw new Error(`not a key: ${key}`);
    return path.join(this.root, ...normalized.split('/'));
  }

  async put(key: string, body: Buffer): Promise<StoredObject> {
    const file = this.file(key);
    const sha256 = sha256Of(body);
    const existing = await this.head(key);
    if (existing) {
      if (existing.bytes === body.length && sha256Of(await readFile(file)) === sha256)
        return { key, bytes: body.length, sha256 };
      throw new ImageStoreError('conflict', `The page ${key} is stored already, with other bytes.`);
    }
    const folder = path.dirname(file);
    const tmp = path.join(folder, `.${path.basename(file)}.${randomUUID()}.tmp`);
    try {
      await mkdir(folder, { recursive: true });
      const handle = await open(tmp, 'wx');
      try {
        await handle.writeFile(body);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, file);
    } catch (error) {
      await rm(tmp, { force: true });
      throw new ImageStoreError(
        'unavailable',
        `The image folder ${this.root} could not store ${key}: ${(error as Error).message}`,
        { cause: error },
      );
    }
    return { key, bytes: body.length, sha256 };
  }

  async get(key: string, expected?: { sha256: string }): Promise<Readable | null> {
    const file = this.file(key);
    if (!(await this.head(key))) return null;
    const stream = createReadStream(file);
    return expected ? checkedStream(stream, expected.sha256, key) : stream;
  }

  async head(key: string): Promise<{ bytes: number } | null> {
    try {
      const info = await stat(this.file(key));
      return info.isFile() ? { bytes: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new ImageStoreError(
        'unavailable',
        `The image folder ${this.root} cannot be read: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}
