import ky from 'ky';
import type * as z from 'zod/mini';
import { SESSION_MESSAGES } from '@lrp/contract';
import { translateCoded, translateMessage, type Coded } from '../i18n/messages';
import { useCountyStore } from '../store/county-store';

/** The type of a contract schema's content, for typing a call's reply without parsing it. */
export type Out<S extends z.core.$ZodType> = z.output<S>;

/** Messages of spec 1 §8 for failures that carry no server message (keyed and translated with the contract's). */
export const CLIENT_ERROR_MESSAGES = SESSION_MESSAGES;

/**
 * A failed call. `fromServer` when the message is the server's own (a not-ok envelope); otherwise the message is
 * the spec's generic text for what went wrong (no answer: 101; an answer that is not the envelope: 102; an error
 * status without a message: the status in brackets).
 */
export class ApiError extends Error implements Coded {
  /** The server message's catalog code and values, for saying it in the user's language. */
  readonly code?: string | null;
  readonly params?: Coded['params'];
  constructor(
    message: string,
    readonly status: number | null,
    readonly content: unknown = null,
    readonly fromServer = false,
    coded?: Coded,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = coded?.code;
    this.params = coded?.params;
  }
}

/** The generic failure of an answer that brought no message: its status in brackets, or error 102. */
function genericFailure(response: Response, content: unknown = null): ApiError {
  if (response.ok) return new ApiError(CLIENT_ERROR_MESSAGES.noMessage, response.status, content);
  const status = [response.status, response.statusText].filter(Boolean).join(' ');
  return new ApiError(CLIENT_ERROR_MESSAGES.status({ status }), response.status, content);
}

type ForbiddenHandler = (message: string | null) => void;
type ActivityListener = (at: number) => void;
const activityListeners = new Set<ActivityListener>();

/**
 * Tells when the server last heard from this browser: every answered call counts as activity on the session
 * (the server's inactivity limit restarts). The inactivity warning listens. Returns the unsubscribe.
 */
export function onApiActivity(listener: ActivityListener): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}
const settings: { prefix: string; onForbidden: ForbiddenHandler | null } = {
  prefix: '/api/',
  onForbidden: null,
};

/** Sets the API base (the SERVER_URL of the start-up configuration) and what a 403 does (go to /login). */
export function configureApi(options: {
  serverUrl?: string;
  onForbidden?: ForbiddenHandler;
}): void {
  if (options.serverUrl) settings.prefix = options.serverUrl;
  if (options.onForbidden) settings.onForbidden = options.onForbidden;
}

/** The server's CSRF token cookie: `lrp_csrf`, or with the `__Host-`/`__Secure-` prefix of a portal over https. */
function csrfToken(): string {
  const match = /(?:^|;\s*)(?:__Host-|__Secure-)?lrp_csrf=([^;]+)/.exec(
    typeof document === 'undefined' ? '' : document.cookie,
  );
  return match ? decodeURIComponent(match[1]) : '';
}

/** The headers every request sends: a JSON answer is asked for, and the CSRF token is shown. */
export const apiHeaders = (): Record<string, string> => ({
  accept: 'application/json',
  'x-csrf-token': csrfToken(),
});

/** An API path's URL: the configured prefix (SERVER_URL), against the page's address. */
export const apiUrl = (path: string): URL =>
  new URL(
    path,
    new URL(
      settings.prefix,
      typeof window === 'undefined' ? 'http://localhost/' : window.location.href,
    ),
  );

/**
 * What every answer does, whichever way it came: it counts as activity on the session (the server's inactivity
 * limit restarts), and a 403 ends the session (the forbidden handler, with the server's message).
 */
export async function noteAnswer(response: Response): Promise<void> {
  const at = Date.now();
  activityListeners.forEach((listener) => listener(at));
  if (response.status === 403) {
    settings.onForbidden?.((await envelopeFrom(response.clone()))?.message ?? null);
  }
}

/** How long a call may take before it is given up (a report or an image can take a while). */
const TIMEOUT_MS = 60_000;

/**
 * The portal's HTTP client: credentials on every call, the CSRF header on every request, a time limit, no retries
 * (a retried payment must be the user's decision, never the client's), and every answer handed back as it came
 * (the envelope below decides what failed). Its afterResponse hook is where an answer counts as activity on the
 * session and where a 403 ends it, for every call alike.
 */
const http = ky.create({
  credentials: 'include',
  timeout: TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        for (const [name, value] of Object.entries(apiHeaders())) request.headers.set(name, value);
      },
    ],
    afterResponse: [
      async ({ response, options }) => {
        if (!options.context.quiet) await noteAnswer(response);
      },
    ],
  },
});

/**
 * One request to the API. A failure to reach the server (network, time limit) is the spec's error 101; any
 * answer, error statuses included, is returned.
 */
export async function send(
  method: 'get' | 'post',
  path: string,
  body?: unknown,
  quiet = false,
  file?: File,
): Promise<Response> {
  try {
    return await http(
      apiUrl(path),
      file
        ? {
            method,
            body: file,
            headers: {
              'content-type': file.type || 'application/octet-stream',
              'x-file-name': encodeURIComponent(file.name),
            },
          }
        : {
            method,
            json: method === 'post' ? (body ?? {}) : undefined,
            keepalive: quiet,
            context: { quiet },
          },
    );
  } catch {
    throw new ApiError(CLIENT_ERROR_MESSAGES.noResponse, null);
  }
}

/**
 * Posts without waiting and without counting as the user's activity (the browser's own log entries): kept alive
 * across a page unload, its failure ignored.
 */
export function postQuietly(path: string, body: unknown): void {
  send('post', path, body, true).catch(() => undefined);
}

interface Envelope {
  ok: boolean;
  message: string | null;
  code?: string | null;
  params?: Record<string, string | number> | null;
  lockout: boolean;
  content: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'ok' in body && 'content' in body;
}

/** An answer's envelope, or null when it is not one (a proxy's error page, an empty body). */
const envelopeFrom = async (response: Response): Promise<Envelope | null> => {
  const body: unknown = await response.json().catch(() => null);
  return isEnvelope(body) ? body : null;
};

/** A failed call: the server's message (with its code) when the envelope has one, else the generic failure. */
export const failure = (response: Response, envelope: Envelope | null) =>
  envelope?.message
    ? new ApiError(envelope.message, response.status, envelope.content, true, envelope as Coded)
    : genericFailure(response, envelope?.content ?? null);

/** The reply of a successful call: its content, the server message (in the user's language) and the county lockout flag. */
export interface ApiReply<T> {
  content: T;
  message: string | null;
  lockout: boolean;
}

/**
 * Calls an API path and unwraps the `{ok, message, lockout, content}` envelope. The content is typed from the
 * contract and not parsed again here: the server validates every reply against the contract's schema before
 * sending it, and the browser is spared the schemas' weight (docs/architecture.md).
 * Throws ApiError on any failure; a 403 has run the forbidden handler already (the client's afterResponse hook).
 */
export async function callApi<T>(
  method: 'get' | 'post',
  path: string,
  body?: unknown,
): Promise<ApiReply<T>> {
  return replyOf<T>(await send(method, path, body));
}

/** An answer as a reply (the county's lockout flag noted), or the ApiError it is. */
export async function replyOf<T>(response: Response): Promise<ApiReply<T>> {
  const envelope = await envelopeFrom(response);
  if (envelope && typeof envelope.lockout === 'boolean')
    useCountyStore.getState().setLockout(envelope.lockout);
  if (!response.ok || !envelope?.ok) throw failure(response, envelope);
  return {
    content: envelope.content as T,
    message: envelope.message && translateCoded(envelope as Coded),
    lockout: envelope.lockout,
  };
}

/**
 * Uploads a file: its bytes are the body, its type the content type and its name (URI-encoded) the x-file-name
 * header. The server reads what the file is from its content; the answer is handled as callApi's.
 */
export async function uploadFile<T>(path: string, file: File): Promise<ApiReply<T>> {
  return replyOf<T>(await send('post', path, undefined, false, file));
}

/**
 * Posts to an API path that answers a file (PDF, spreadsheet). A failure still answers the JSON envelope:
 * its message becomes the ApiError.
 */
export async function callApiForFile(path: string, body: unknown): Promise<Blob> {
  const response = await send('post', path, body);
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('application/json')) {
    return response.blob();
  }
  throw failure(response, await envelopeFrom(response));
}

/**
 * Fetches a static JSON file served beside the portal (not under the API prefix). The server marks it no-cache
 * (revalidated every time); the request itself asks nothing special, so it can use the page's preload of it.
 */
export async function fetchStaticJson<T>(url: string): Promise<T> {
  const response = await ky(new URL(url, window.location.href), {
    credentials: 'include',
    retry: 0,
    throwHttpErrors: false,
  });
  if (!response.ok) throw genericFailure(response);
  return (await response.json()) as T;
}

/**
 * What to tell a person about a failed call where it happened (a form's red box, a section's failure panel), in
 * their language: the server's message by its code, else the spec's generic text.
 */
export function apiErrorMessage(error: unknown): string {
  return error instanceof ApiError
    ? translateCoded(error)
    : translateMessage(CLIENT_ERROR_MESSAGES.noResponse);
}

/**
 * The error alert's text (spec 1 §8): "ERROR: " and the server's message; otherwise "Error: " and the generic
 * text (101, 102 or the status in brackets), then the advice to note the steps and contact the vendor.
 */
export function apiErrorAlertText(error: unknown): string {
  const text = apiErrorMessage(error);
  if (error instanceof ApiError && error.fromServer)
    return translateMessage(SESSION_MESSAGES.serverError({ message: text }));
  return `${translateMessage(SESSION_MESSAGES.clientError({ message: text }))}\n${translateMessage(CLIENT_ERROR_MESSAGES.contactVendor)}`;
}
