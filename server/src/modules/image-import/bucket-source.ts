import { sha256Of } from '../image-store/checksums';
import type { S3Store } from '../image-store/s3-store';
import type { ScanSource } from './scan-source';

/*
 * A county's scans in a bucket of S3-compatible object storage (`npm run images:import -- s3://bucket/prefix`), read
 * through an S3Store on that bucket and prefix: its keys listed a thousand at a time, each scan fetched whole. The
 * import asks for a document's checksums and then reads the same files, so the last files fetched are kept (up to
 * KEPT_BYTES) and a scan crosses the network once.
 */

/** Bytes of fetched scans kept for the read that follows their checksum. */
const KEPT_BYTES = 64 * 2 ** 20;

const hidden = (name: string) => name.split('/').some((part) => part.startsWith('.'));

export class BucketSource implements ScanSource {
  readonly description: string;
  private readonly kept = new Map<string, Buffer>();
  private keptBytes = 0;

  constructor(private readonly bucket: S3Store) {
    this.description = bucket.description;
  }

  async list(): Promise<string[]> {
    const names: string[] = [];
    for await (const key of this.bucket.keys())
      if (key && !key.endsWith('/') && !hidden(key)) names.push(key);
    return names.sort();
  }

  async sha256(name: string): Promise<string> {
    return sha256Of(await this.fetch(name));
  }

  async read(name: string): Promise<Buffer> {
    const body = this.kept.get(name) ?? (await this.fetch(name));
    this.forget(name);
    return body;
  }

  private async fetch(name: string): Promise<Buffer> {
    const kept = this.kept.get(name);
    if (kept) return kept;
    const stream = await this.bucket.get(name);
    if (!stream) throw new Error(`${name} is no longer in the bucket`);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    this.kept.set(name, body);
    this.keptBytes += body.length;
    // The oldest go first once the kept scans are too many bytes.
    for (const [oldest] of this.kept) {
      if (this.keptBytes <= KEPT_BYTES || oldest === name) break;
      this.forget(oldest);
    }
    return body;
  }

  private forget(name: string): void {
    const body = this.kept.get(name);
    if (!body) return;
    this.kept.delete(name);
    this.keptBytes -= body.length;
  }
}
