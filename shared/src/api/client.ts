import ky from 'ky';
import type { z } from 'zod';

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

const http = () =>
  ky.create({
    prefix: settings.prefix,
    baseUrl: typeof window === 'undefined' ? undefined : window.location.href,
    credentials: 'include',
    throwHttpErrors: false,
    retry: 0,
    timeout: 60000,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.set('x-csrf-token', csrfToken());
        },
      ],
    },
  });

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
 * Calls an API path and unwraps the `{ok, message, lockout, content}` envelope.
 * Throws ApiError on any failure; a 403 first runs the forbidden handler (the shell sends the user to /login).
 */
export async function callApi<S extends z.ZodType>(
  method: 'get' | 'post',
  path: string,
  schema: S,
  body?: unknown,
): Promise<ApiReply<z.infer<S>>> {
  let response: Response;
  try {
    response = await http()(path, { method, json: method === 'post' ? (body ?? {}) : undefined });
  } catch {
    throw new ApiError(CLIENT_ERROR_MESSAGES.noResponse, null);
  }
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
  const content = schema.parse(envelope.content) as z.infer<S>;
  return { content, message: envelope.message, lockout: envelope.lockout };
}

/**
 * Posts to an API path that answers a file (PDF, spreadsheet). A failure still answers the JSON envelope:
 * its message becomes the ApiError; a 403 first runs the forbidden handler.
 */
export async function callApiForFile(path: string, body: unknown): Promise<Blob> {
  let response: Response;
  try {
    response = await http()(path, { method: 'post', json: body ?? {} });
  } catch {
    throw new ApiError(CLIENT_ERROR_MESSAGES.noResponse, null);
  }
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
export async function fetchStaticJson<S extends z.ZodType>(url: string, schema: S): Promise<z.infer<S>> {
  const response = await ky.get(url, {
    baseUrl: typeof window === 'undefined' ? undefined : window.location.href,
    credentials: 'include',
    retry: 1,
    cache: 'no-cache',
  });
  return schema.parse(await response.json()) as z.infer<S>;
}

/** What to tell a person about a failed call: the server's message, else the spec's generic text. */
export const apiErrorMessage = (error: unknown) => (error instanceof ApiError ? error.message : CLIENT_ERROR_MESSAGES.noResponse);
