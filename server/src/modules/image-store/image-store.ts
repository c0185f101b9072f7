import type { Readable } from 'node:stream';

/*
 * The image store (docs/image-store.md): where a county's scanned pages are kept, one object per page, written
 * once and read by streaming. The database keeps only what is known of each page (its format, size, checksum,
 * dimensions); the bytes live here, in a folder on disk (folder-store.ts, the embedded default, under DATA_DIR)
 * or in S3-compatible object storage (s3-store.ts).
 */

/** Which page of which record: the record's kind and id as page_images and image_purchases key them. */
export type PageAddress = { recordKind: string; recordId: number; page: number };

/** The stored forms of a page: a single-page, single-strip bilevel TIFF (CCITT G4), a one-page PDF, a JPEG. */
export type PageFormat = 'tiff' | 'pdf' | 'jpeg';

export const PAGE_EXTENSIONS: Record<PageFormat, string> = { tiff: 'tif', pdf: 'pdf', jpeg: 'jpg' };

/** A page's key in the store: `pages/<kind>/<id, by thousands>/<id>-<page>.<ext>`; no folder holds more than 1,000 records. */
export function pageKey(address: PageAddress, format: PageFormat): string {
  const kind = address.recordKind.toLowerCase();
  const shard = Math.floor(address.recordId / 1000);
  return `pages/${kind}/${shard}/${address.recordId}-${address.page}.${PAGE_EXTENSIONS[format]}`;
}

/** What the store knows of a stored object. */
export type StoredObject = { key: string; bytes: number; sha256: string };

/** Why a store call failed, in words an operator can act on (the cause is kept for the log). */
export class ImageStoreError extends Error {
  constructor(
    readonly reason: 'unavailable' | 'conflict' | 'corrupt',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ImageStoreError';
  }
}

export interface ImageStore {
  /** `folder` or `s3`, with where (a path, or a bucket and prefix), for the logs and the import's report. */
  readonly description: string;
  /**
   * Writes an object once: whole or not at all (never a half-written page under its key). Writing the same
   * bytes again is a no-op; different bytes under a key already written is a `conflict`. Answers its size and
   * SHA-256.
   */
  put(key: string, body: Buffer): Promise<StoredObject>;
  /** Streams an object, or null when there is none. With `sha256`, a stream whose bytes differ fails `corrupt`. */
  get(key: string, expected?: { sha256: string }): Promise<Readable | null>;
  /** An object's size, or null when there is none. */
  head(key: string): Promise<{ bytes: number } | null>;
  /** Removes an object (for a record removed from the county's records); an absent one is no error. */
  delete(key: string): Promise<void>;
}

/**
 * Writes an object, replacing one already under its key with other bytes: for a writer that owns the key while
 * nothing names the old object (the import, before its transaction; the demo's drawn pages).
 */
export async function putReplacing(
  store: ImageStore,
  key: string,
  body: Buffer,
): Promise<StoredObject> {
  try {
    return await store.put(key, body);
  } catch (error) {
    if (!(error instanceof ImageStoreError) || error.reason !== 'conflict') throw error;
    await store.delete(key);
    return store.put(key, body);
  }
}
