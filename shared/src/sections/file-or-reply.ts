import {
  ApiError,
  CLIENT_ERROR_MESSAGES,
  failure,
  replyOf,
  send,
  type ApiReply,
} from '../api/client';

/*
 * Calls for files that may take a while (reports): in @lrp/shared/sections, which the sign-in page never downloads.
 * They go through the one API client of @lrp/shared (its settings, session and lockout handling).
 */

/** What a call for a file answered: the file, or (202 Accepted: the file is made later) the envelope's reply. */
export type ApiFileAnswer<T> =
  { file: Blob; reply?: undefined } | { file?: undefined; reply: ApiReply<T> };

/**
 * Calls an API path that answers a file (a report), telling `onProgress` the bytes received and the bytes expected
 * (0 when the server does not say); an answer that is the JSON envelope instead (202 Accepted with the job that
 * will make the file) is the reply. A failure answers the envelope: its message becomes the ApiError.
 */
export async function callApiForFileOrReply<T>(
  method: 'get' | 'post',
  path: string,
  body?: unknown,
  onProgress?: (received: number, expected: number) => void,
): Promise<ApiFileAnswer<T>> {
  const response = await send(method, path, body);
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
    if (response.ok) return { file: await fileOf(response, onProgress) };
    throw failure(response, null);
  }
  return { reply: await replyOf<T>(response) };
}

/** The name the server gives the file (Content-Disposition's plain `filename`), if it gives one. */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];

/**
 * An answer's bytes as a file (a File under the server's name when it gives one), counted as they arrive; a
 * connection lost meanwhile is error 101.
 */
async function fileOf(
  response: Response,
  onProgress?: (received: number, expected: number) => void,
): Promise<Blob> {
  const name = fileNameOf(response);
  const type = response.headers.get('content-type') ?? '';
  const named = (parts: BlobPart[]) =>
    name ? new File(parts, name, { type }) : new Blob(parts, { type });
  try {
    if (!onProgress || !response.body) return named([await response.blob()]);
    const expected = Number(response.headers.get('content-length')) || 0;
    const reader = response.body.getReader();
    const parts: BlobPart[] = [];
    let received = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      parts.push(chunk.value as BlobPart);
      received += chunk.value.byteLength;
      onProgress(received, expected);
    }
    return named(parts);
  } catch {
    throw new ApiError(CLIENT_ERROR_MESSAGES.noResponse, null);
  }
}
