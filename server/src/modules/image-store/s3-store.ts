import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { checkedStream, sha256Of } from './checksums';
import { ImageStoreError, type ImageStore, type StoredObject } from './image-store';

/*
 * The image store in a bucket of S3-compatible object storage (AWS S3, MinIO, Ceph...). An object is written by a
 * single PutObject of the whole body, which S3 makes visible whole or not at all; its SHA-256 goes with it as the
 * metadata `x-amz-meta-sha256`, so writing the same page again is recognised without reading it back. The AWS SDK
 * is loaded on the first call (a dynamic import, which the server's bundle keeps as one): a portal on the folder
 * store never loads it.
 */

type S3Sdk = typeof import('@aws-sdk/client-s3');

/** Where the bucket is and how to reach it; credentials come from the SDK's standard chain unless given. */
export type S3StoreOptions = {
  bucket: string;
  /** Keys are stored under `<prefix>/` (slashes at its ends do not matter); none: at the bucket's root. */
  prefix?: string | null;
  /** The service's URL (MinIO, Ceph...); none: AWS S3 in `region`. */
  endpoint?: string | null;
  region: string;
  /** Address the bucket in the path (`<endpoint>/<bucket>/<key>`), as most S3-compatible servers want. */
  forcePathStyle?: boolean;
  credentials?: S3ClientConfig['credentials'];
};

const CONTENT_TYPES: Record<string, string> = {
  '.tif': 'image/tiff',
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
};

/** Why a call failed, in one line: the SDK's message, else its error code or name (a refused connection may have no message). */
function detailOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  // The SDK wraps a failed connection ('AWS SDK error wrapper for Error: connect ECONNREFUSED ...').
  const message = error.message.replace(/^AWS SDK error wrapper for (Error: )?/, '');
  return message || (typeof code === 'string' ? code : error.name);
}

export class S3Store implements ImageStore {
  readonly description: string;
  private readonly bucket: string;
  private readonly prefix: string;
  private connection: Promise<{ sdk: S3Sdk; client: S3Client }> | null = null;

  constructor(options: S3StoreOptions) {
    this.bucket = options.bucket;
    this.prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
    const where = options.endpoint ?? `AWS S3 ${options.region}`;
    this.description = `s3 bucket ${this.bucket}${this.prefix ? ` under ${this.prefix}/` : ''} at ${where}`;
    this.options = options;
  }

  private readonly options: S3StoreOptions;

  /** The SDK and the client, made on the first call. */
  private s3(): Promise<{ sdk: S3Sdk; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.options.region,
        endpoint: this.options.endpoint ?? undefined,
        forcePathStyle: this.options.forcePathStyle ?? false,
        credentials: this.options.credentials,
        // Checksums only where S3 requires them: with the SDK's default, a streamed body goes out aws-chunked with a
        // trailing CRC32, which some S3-compatible servers store as the object's bytes.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A store that is down answers within a second or so, not after a long series of retries.
        maxAttempts: 3,
        // Connect within 3 s; the response (for a put, after the whole body is sent) within 30 s.
        requestHandler: {
          connectionTimeout: 3_000,
          requestTimeout: 30_000,
          throwOnRequestTimeout: true,
        },
      }),
    }));
    return this.connection;
  }

  private objectKey(key: string): string {
    return this.prefix ? `${this.prefix}/${key}` : key;
  }

  private unavailable(doing: string, key: string, error: unknown): ImageStoreError {
    return new ImageStoreError(
      'unavailable',
      `The image store (${this.description}) could not ${doing} ${key}: ${detailOf(error)}`,
      { cause: error },
    );
  }

  async put(key: string, body: Buffer): Promise<StoredObject> {
    const sha256 = sha256Of(body);
    const existing = await this.stored(key);
    if (existing) {
      const storedSha256 = existing.sha256 ?? (await this.sha256OfStored(key));
      if (existing.bytes === body.length && storedSha256 === sha256)
        return { key, bytes: body.length, sha256 };
      throw new ImageStoreError('conflict', `The page ${key} is stored already, with other bytes.`);
    }
    const { sdk, client } = await this.s3();
    try {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Body: body,
          ContentType: CONTENT_TYPES[path.posix.extname(key)] ?? 'application/octet-stream',
          Metadata: { sha256 },
        }),
      );
    } catch (error) {
      throw this.unavailable('store', key, error);
    }
    return { key, bytes: body.length, sha256 };
  }

  async get(key: string, expected?: { sha256: string }): Promise<Readable | null> {
    const { sdk, client } = await this.s3();
    let body: unknown;
    try {
      const response = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      body = response.Body;
    } catch (error) {
      if (error instanceof sdk.NoSuchKey) return null;
      throw this.unavailable('read', key, error);
    }
    if (!(body instanceof Readable)) throw this.unavailable('read', key, 'no body stream');
    return expected ? checkedStream(body, expected.sha256, key) : body;
  }

  async head(key: string): Promise<{ bytes: number } | null> {
    const stored = await this.stored(key);
    return stored && { bytes: stored.bytes };
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.s3();
    try {
      await client.send(
        new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
    } catch (error) {
      throw this.unavailable('delete', key, error);
    }
  }

  /**
   * Every key under the store's prefix (relative to it), in the bucket's order, read a page of 1,000 at a time:
   * a county's scans in a bucket (image-import/bucket-source.ts).
   */
  async *keys(): AsyncGenerator<string> {
    const { sdk, client } = await this.s3();
    const under = this.prefix ? `${this.prefix}/` : '';
    let token: string | undefined;
    do {
      let page: import('@aws-sdk/client-s3').ListObjectsV2CommandOutput;
      try {
        page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: under || undefined,
            ContinuationToken: token,
          }),
        );
      } catch (error) {
        throw this.unavailable('list', under || '/', error);
      }
      for (const object of page.Contents ?? [])
        if (object.Key) yield object.Key.slice(under.length);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** An object's size and recorded SHA-256 (none when it was written by other means), or null when there is none. */
  private async stored(key: string): Promise<{ bytes: number; sha256?: string } | null> {
    const { sdk, client } = await this.s3();
    try {
      const response = await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return { bytes: response.ContentLength ?? 0, sha256: response.Metadata?.sha256 };
    } catch (error) {
      if (error instanceof sdk.NotFound || error instanceof sdk.NoSuchKey) return null;
      throw this.unavailable('look up', key, error);
    }
  }

  /** The SHA-256 of an object's bytes as stored, for one without the recorded checksum. */
  private async sha256OfStored(key: string): Promise<string | null> {
    const stream = await this.get(key);
    if (!stream) return null;
    const hash = createHash('sha256');
    try {
      for await (const chunk of stream) hash.update(chunk as Buffer);
    } catch (error) {
      throw this.unavailable('read', key, error);
    }
    return hash.digest('hex');
  }
}
