import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { EFILE_LIMITS } from '@lrp/contract';
import type { FastifyRequest } from 'fastify';
import { removeStored, storeUpload, type StoredUpload } from './storage';

/*
 * Reading POST efile/image's parts as they arrive (busboy: one at a time, in the order sent): `file`, the
 * document, is streamed to the disk (storage.ts); `json`, the form's fields, is read as text. The spec's form
 * sends the file first, so nothing about the fields can be checked before the file is stored; both orders work.
 */

/** The most bytes the `json` part may have (the fields are a few hundred). */
export const FIELDS_PART_BYTES = 16 * 1024;

/**
 * The multipart parser's options for the call (upload-routes.ts registers it with them): one document, one fields
 * part, nothing else of any size; a document cut at the size limit is reported by its `truncated` flag, not
 * thrown, so it is refused with the e-file message.
 */
export const MULTIPART_OPTIONS = {
  throwFileSizeLimit: false,
  limits: {
    fileSize: EFILE_LIMITS.maxBytes,
    files: 2,
    fields: 2,
    parts: 4,
    fieldSize: FIELDS_PART_BYTES,
    fieldNameSize: 100,
    headerPairs: 100,
  },
} as const;

export type UploadParts = {
  stored: StoredUpload | null;
  /** The `json` part parsed, `undefined` when absent, or `null` when it is not JSON. */
  fields: unknown;
  /** The document's name as the browser sent it (plain text, at most EFILE_LIMITS.fileName). */
  fileName: string;
};

/** A name as plain text: no control characters or path separators, short. */
export function plainFileName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is taken out
  const plain = (name ?? '').replace(/[\u0000-\u001f\u007f/\\]/g, '').trim();
  return plain.slice(0, EFILE_LIMITS.fileName) || 'document';
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** A `json` part sent as a file (a Blob in the browser's FormData): read it whole, if it is small. */
async function readSmallFile(part: MultipartFile): Promise<unknown> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes <= FIELDS_PART_BYTES) chunks.push(chunk);
  }
  return bytes > FIELDS_PART_BYTES ? null : parseJson(Buffer.concat(chunks).toString('utf8'));
}

function fieldValue(part: MultipartValue): unknown {
  if (part.valueTruncated) return null;
  // A part declared application/json arrives parsed already.
  return typeof part.value === 'string' ? parseJson(part.value) : part.value;
}

/**
 * Reads every part; the document is stored under `id`. Anything that goes wrong after it was stored (a part
 * refused by the parser's limits, a broken request) removes it again before the error goes on.
 */
export async function readUploadParts(
  request: FastifyRequest,
  dataDir: string,
  id: string,
): Promise<UploadParts> {
  const read: UploadParts = { stored: null, fields: undefined, fileName: 'document' };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !read.stored) {
          read.fileName = plainFileName(part.filename);
          read.stored = await storeUpload(dataDir, id, part.file, () => part.file.truncated);
        } else if (part.fieldname === 'json' && read.fields === undefined) {
          read.fields = await readSmallFile(part);
        } else {
          // Not a part of this call: read and dropped.
          for await (const chunk of part.file) void chunk;
        }
      } else if (part.fieldname === 'json' && read.fields === undefined) {
        read.fields = fieldValue(part);
      }
    }
  } catch (error) {
    if (read.stored?.kind === 'stored') await removeStored(dataDir, read.stored.filePath);
    throw error;
  }
  return read;
}
