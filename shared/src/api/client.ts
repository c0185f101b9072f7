import type * as z from 'zod/mini';
import { translateMessage } from '../i18n/messages';

/** The type of a contract schema's content, for typing a call's reply without parsing it. */
export type Out<S extends z.core.$ZodType> = z.output<S>;

/** Messages of spec 1 §8 for failures that carry no server message. */
export const CLIENT_ERROR_MESSAGES = {
  noResponse: 'An unexpected error 101 has occurred.',
  noMessage: 'An unexpected error 102 has occurred.',
} as const;

/** A failed call: the server's envelope message when it sent one, else the spec's generic text. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly content: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type ForbiddenHandler = (message: string | null) => void;
const settings: { prefix: string; onForbidden: ForbiddenHandler | null } = { prefix: '/api/', onForbidden: null };

/** Sets the API base (the SERVER_URL of the start-up configuration) and what a 403 does (go to /login). */
export function configureApi(options: { serverUrl?: string; onForbidden?: ForbiddenHandler }): void {
  if (options.serverUrl) settings.prefix = options.serverUrl;
  if (options.onForbidden) settings.onForbidden = options.onForbidden;
}

/** The server's CSRF token cookie: `lrp_csrf`, or with the `__Host-`/`__Secure-` prefix of a portal over https. */
function csrfToken(): string {
  const match = /(?:^|;\s*)(?:__Host-|__Secure-)?lrp_csrf=([^;]+)/.exec(typeof document === 'undefined' ? '' : document.cookie);
  return match ? decodeURIComponent(match[1]) : '';
}

/** How long a call may take before it is given up (a report or an image can take a while). */
const TIMEOUT_MS = 60_000;

/**
 * One request to the API: credentials, the CSRF header, JSON in and out, a time limit. A failure to reach the
 * server (network, timeout) is the spec's error 101; any answer, error statuses included, is returned.
 */
async function send(method: 'get' | 'post', path: string, body?: unknown): Promise<Response> {
  const base = new URL(settings.prefix, typeof window === 'undefined' ? 'http://localhost/' : window.location.href);
  const headers: Record<string, string> = { accept: 'application/json', 'x-csrf-token': csrfToken() };
  if (method === 'post') headers['content-type'] = 'application/json';
  try {
    return await fetch(new URL(path, base), {
      method: method.toUpperCase(),
      headers,
      body: method === 'post' ? JSON.stringify(body ?? {}) : undefined,
      credentials: 'include',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(CLIENT_ERROR_MESSAGES.noResponse, null);
  }
}

interface Envelope {
  ok: boolean;
  message: string | null;
  lockout: boolean;
  content: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'ok' in body && 'content' in body;
}

/** The reply of a successful call: its content, the server message and the county lockout flag. */
export interface ApiReply<T> {
  content: T;
  message: string | null;
  lockout: boolean;
}

/**
 * Calls an API path and unwraps the `{ok, message, lockout, content}` envelope. The content is typed from the
 * contract and not parsed again here: the server validates every reply against the contract's schema before
 * sending it, and the browser is spared the schemas' weight (docs/architecture.md).
 * Throws ApiError on any failure; a 403 first runs the forbidden handler (the shell sends the user to /login).
 */
export async function callApi<T>(method: 'get' | 'post', path: string, body?: unknown): Promise<ApiReply<T>> {
  const response = await send(method, path, body);
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  const envelope = isEnvelope(parsed) ? parsed : null;
  if (response.status === 403) {
    settings.onForbidden?.(envelope?.message ?? null);
  }
  if (!response.ok || !envelope || !envelope.ok) {
    const message =
      envelope?.message ??
      (response.ok ? CLIENT_ERROR_MESSAGES.noMessage : `HTTP status ${response.status} (${response.statusText || 'error'})`);
    throw new ApiError(message, response.status, envelope?.content ?? null);
  }
  return { content: envelope.content as T, message: envelope.message, lockout: envelope.lockout };
}

/**
 * Posts to an API path that answers a file (PDF, spreadsheet). A failure still answers the JSON envelope:
 * its message becomes the ApiError; a 403 first runs the forbidden handler.
 */
export async function callApiForFile(path: string, body: unknown): Promise<Blob> {
  const response = await send('post', path, body);
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('application/json')) {
    return response.blob();
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  const envelope = isEnvelope(parsed) ? parsed : null;
  if (response.status === 403) settings.onForbidden?.(envelope?.message ?? null);
  throw new ApiError(
    envelope?.message ?? `HTTP status ${response.status} (${response.statusText || 'error'})`,
    response.status,
    envelope?.content ?? null,
  );
}

/** Fetches a static JSON file served beside the portal (not under the API prefix). */
export async function fetchStaticJson<T>(url: string): Promise<T> {
  const response = await fetch(new URL(url, window.location.href), { credentials: 'include', cache: 'no-cache' });
  if (!response.ok) throw new ApiError(`HTTP status ${response.status} (${url})`, response.status);
  return (await response.json()) as T;
}

/** What to tell a person about a failed call, in their language: the server's message, else the spec's generic text. */
export const apiErrorMessage = (error: unknown) => translateMessage(error instanceof ApiError ? error.message : CLIENT_ERROR_MESSAGES.noResponse);
