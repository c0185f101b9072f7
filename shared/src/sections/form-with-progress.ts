import {
  ApiError,
  apiHeaders,
  apiUrl,
  CLIENT_ERROR_MESSAGES,
  noteAnswer,
  replyOf,
  type ApiReply,
} from '../api/client';

/** How long an upload may take before it is given up: 25 MB over a slow line takes minutes, not seconds. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** An XMLHttpRequest's answer as a fetch Response, so the one client's envelope handling reads it. */
function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  const empty = xhr.status === 204 || xhr.status === 304;
  return new Response(empty ? null : xhr.responseText, {
    status: xhr.status,
    statusText: xhr.statusText,
    headers,
  });
}

/**
 * Posts a multipart form (a file with its fields) to an API path, telling `onProgress` the bytes sent and the
 * bytes to send. XMLHttpRequest, because fetch reports no upload progress over HTTP/1.1; otherwise it is a call
 * like callApi: credentials, the CSRF header, the envelope, the session's activity and a 403 ending it.
 * A connection lost (or `signal` aborted) is error 101.
 */
export function postFormWithProgress<T>(
  path: string,
  form: FormData,
  onProgress?: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<ApiReply<T>> {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path).href);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    if (onProgress)
      xhr.upload.onprogress = (event) =>
        onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    const unanswered = () => reject(new ApiError(CLIENT_ERROR_MESSAGES.noResponse, null));
    xhr.onerror = unanswered;
    xhr.ontimeout = unanswered;
    xhr.onabort = unanswered;
    xhr.onload = () => {
      try {
        resolve(responseOf(xhr));
      } catch {
        unanswered();
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  }).then(async (response) => {
    await noteAnswer(response);
    return replyOf<T>(response);
  });
}
