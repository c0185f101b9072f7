import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { loadConfig } from '../../../src/config';
import { FolderStore } from '../../../src/modules/image-store/folder-store';
import {
  ImageStoreError,
  pageKey,
  type ImageStore,
} from '../../../src/modules/image-store/image-store';
import { openImageStore } from '../../../src/modules/image-store/open-image-store';
import { S3Store } from '../../../src/modules/image-store/s3-store';

// One contract for both image stores (the folder, and S3 against s3rver run in this process), then what is
// particular to each: a put that fails stores nothing. Last, which store the configuration opens.

const BUCKET = 'images';
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let tmp: string;
let s3rver: S3rver;
let endpoint: string;

/** An s3rver on a free port, keeping its objects in `directory`; answers its endpoint. */
async function startS3rver(directory: string): Promise<{ server: S3rver; endpoint: string }> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return { server, endpoint: `http://127.0.0.1:${port}` };
}

const s3Store = (at: string, prefix?: string) =>
  new S3Store({
    bucket: BUCKET,
    prefix,
    endpoint: at,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_KEYS,
  });

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'image-store-'));
  ({ server: s3rver, endpoint } = await startS3rver(path.join(tmp, 's3rver')));
});
afterAll(async () => {
  await s3rver.close();
  await rm(tmp, { recursive: true, force: true });
});

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The error a promise rejects with (the test fails when it resolves). */
async function failureOf(promise: Promise<unknown>): Promise<ImageStoreError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageStoreError);
  return error as ImageStoreError;
}

let nextRecord = 9_000_000;
/** A page key no other test uses. */
const freshKey = (format: 'tiff' | 'pdf' = 'tiff') =>
  pageKey({ recordKind: 'DOC', recordId: nextRecord++, page: 1 }, format);

describe.each([
  { kind: 'folder', open: () => new FolderStore(path.join(tmp, 'folder')) },
  { kind: 's3', open: () => s3Store(endpoint) },
])('the $kind image store', ({ open }) => {
  let store: ImageStore;
  beforeAll(() => {
    store = open();
  });

  test('a page written once reads back with the same bytes, and its size', async () => {
    const key = freshKey();
    const body = randomBytes(50_000);
    expect(await store.put(key, body)).toEqual({ key, bytes: body.length, sha256: sha256(body) });
    expect(await bytesOf((await store.get(key))!)).toEqual(body);
    expect(await store.head(key)).toEqual({ bytes: body.length });
  });

  test('a 2 MB page reads back whole, also checked against its checksum', async () => {
    const key = freshKey('pdf');
    const body = randomBytes(2 * 1024 * 1024);
    await store.put(key, body);
    const read = await bytesOf((await store.get(key, { sha256: sha256(body) }))!);
    expect(read.length).toBe(body.length);
    expect(read.equals(body)).toBe(true);
  });

  test('writing the same bytes again is fine; other bytes under the key are a conflict', async () => {
    const key = freshKey();
    const body = randomBytes(1000);
    const first = await store.put(key, body);
    expect(await store.put(key, Buffer.from(body))).toEqual(first);

    const other = Buffer.from(body);
    other[0] ^= 0xff;
    const conflict = await failureOf(store.put(key, other));
    expect(conflict.reason).toBe('conflict');
    const sameLength = await failureOf(store.put(key, randomBytes(1001)));
    expect(sameLength.reason).toBe('conflict');
    expect(await bytesOf((await store.get(key))!)).toEqual(body);
  });

  test('a key never written: get and head answer null', async () => {
    const key = freshKey();
    expect(await store.get(key)).toBeNull();
    expect(await store.get(key, { sha256: sha256(Buffer.alloc(0)) })).toBeNull();
    expect(await store.head(key)).toBeNull();
  });

  test('read against another checksum than its own, the stream fails corrupt', async () => {
    const key = freshKey();
    const body = randomBytes(5000);
    await store.put(key, body);
    const stream = (await store.get(key, { sha256: sha256(Buffer.from('another page')) }))!;
    const error = await failureOf(bytesOf(stream));
    expect(error.reason).toBe('corrupt');
    expect(error.message).toContain(key);
  });

  test('a deleted page is gone; deleting it again is no error', async () => {
    const key = freshKey();
    await store.put(key, randomBytes(100));
    await store.delete(key);
    expect(await store.head(key)).toBeNull();
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });
});

describe('the s3 image store, particularly', () => {
  test('with the service down a put fails unavailable, naming the bucket and endpoint, and stores nothing', async () => {
    const directory = path.join(tmp, 's3rver-down');
    const first = await startS3rver(directory);
    const stored = freshKey();
    const body = randomBytes(3000);
    const downStore = s3Store(first.endpoint);
    await downStore.put(stored, body);
    await first.server.close();

    const key = freshKey();
    const error = await failureOf(downStore.put(key, randomBytes(3000)));
    expect(error.reason).toBe('unavailable');
    expect(error.message).toContain(`bucket ${BUCKET}`);
    expect(error.message).toContain(first.endpoint);
    expect(error.message).toContain(key);
    expect((await failureOf(downStore.get(stored))).reason).toBe('unavailable');
    expect((await failureOf(downStore.head(stored))).reason).toBe('unavailable');

    // The same objects served again: the page written before is there, the failed one is not.
    const again = await startS3rver(directory);
    try {
      const working = s3Store(again.endpoint);
      expect(await working.head(key)).toBeNull();
      expect(await bytesOf((await working.get(stored))!)).toEqual(body);
    } finally {
      await again.server.close();
    }
  });

  test('keys go under the prefix, with the checksum and content type on the object', async () => {
    const key = freshKey('pdf');
    const body = randomBytes(700);
    await s3Store(endpoint, '/county-27/').put(key, body);
    expect(await s3Store(endpoint).head(key)).toBeNull();
    expect(await s3Store(endpoint).head(`county-27/${key}`)).toEqual({ bytes: 700 });
    const response = await fetch(`${endpoint}/${BUCKET}/county-27/${key}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-amz-meta-sha256')).toBe(sha256(body));
  });
});

describe('the folder image store, particularly', () => {
  test('a put that fails leaves neither a temporary file nor an object', async () => {
    const root = path.join(tmp, 'folder-fails');
    const store = new FolderStore(root);
    const key = freshKey();
    // A folder where the page's file should go: the write succeeds, the rename onto the key fails.
    const file = path.join(root, ...key.split('/'));
    await mkdir(file, { recursive: true });
    expect((await failureOf(store.put(key, randomBytes(800)))).reason).toBe('unavailable');
    expect(await readdir(path.dirname(file))).toEqual([path.basename(file)]);
    expect(await readdir(file)).toEqual([]);
    expect(await store.head(key)).toBeNull();

    // The root is a file: nothing is written at all.
    const fileRoot = path.join(tmp, 'not-a-folder');
    await writeFile(fileRoot, 'a file');
    const error = await failureOf(new FolderStore(fileRoot).put(key, randomBytes(800)));
    expect(error.reason).toBe('unavailable');
    expect(error.message).toContain(fileRoot);
    expect(await readFile(fileRoot, 'utf8')).toBe('a file');
  });
});

describe('openImageStore', () => {
  test('by default: the folder DATA_DIR/images, or IMAGE_STORE_DIR', async () => {
    const dataDir = path.join(tmp, 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.imageStore).toEqual({ kind: 'folder', dir: path.join(dataDir, 'images') });
    const store = await openImageStore(config);
    expect(store).toBeInstanceOf(FolderStore);
    const key = freshKey();
    await store.put(key, Buffer.from('page'));
    expect(await readFile(path.join(dataDir, 'images', ...key.split('/')), 'utf8')).toBe('page');

    const elsewhere = path.join(tmp, 'pages');
    expect(loadConfig({ IMAGE_STORE_DIR: elsewhere }).imageStore).toEqual({
      kind: 'folder',
      dir: elsewhere,
    });
  });

  test('IMAGE_STORE=s3: the bucket at the endpoint, credentials from the SDK chain', async () => {
    const config = loadConfig({
      IMAGE_STORE: 's3',
      IMAGE_S3_BUCKET: BUCKET,
      IMAGE_S3_PREFIX: 'county-27',
      IMAGE_S3_ENDPOINT: endpoint,
      IMAGE_S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.imageStore).toEqual({
      kind: 's3',
      bucket: BUCKET,
      prefix: 'county-27',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
    });
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = S3RVER_KEYS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = S3RVER_KEYS.secretAccessKey;
    try {
      const store = await openImageStore(config);
      expect(store).toBeInstanceOf(S3Store);
      expect(store.description).toBe(`s3 bucket ${BUCKET} under county-27/ at ${endpoint}`);
      const key = freshKey();
      await store.put(key, Buffer.from('page'));
      expect(await s3Store(endpoint).head(`county-27/${key}`)).toEqual({ bytes: 4 });
    } finally {
      if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
      else process.env.AWS_ACCESS_KEY_ID = saved.id;
      if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
      else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    }
  });

  test('IMAGE_STORE=s3 without a bucket, or with an endpoint that is no URL, stops the start', () => {
    expect(() => loadConfig({ IMAGE_STORE: 's3' })).toThrow(
      /IMAGE_S3_BUCKET: IMAGE_STORE=s3 keeps the page images in a bucket: give its name/,
    );
    expect(() =>
      loadConfig({ IMAGE_STORE: 's3', IMAGE_S3_BUCKET: BUCKET, IMAGE_S3_ENDPOINT: 'minio:9000' }),
    ).toThrow(/IMAGE_S3_ENDPOINT: Give the URL/);
    expect(() => loadConfig({ IMAGE_STORE: 'disk' })).toThrow(/IMAGE_STORE/);
  });
});
