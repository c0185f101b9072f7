/** Answers the API calls a component makes: `{ 'GET auth/loginPageLinks': reply }`, reply being content or a function. */
export type ApiRoutes = Record<string, unknown | ((body: unknown) => MockReply)>;

/**
 * A route's reply: the envelope's parts (and its lockout flag), or `text` for an answer that is not the envelope
 * (a proxy's error page), with its status and status text; `networkError` for a server that cannot be reached.
 */
export interface MockReply {
  status?: number;
  statusText?: string;
  ok?: boolean;
  message?: string;
  /** The message's catalog code and values, as the server sends them. */
  code?: string;
  params?: Record<string, string | number>;
  content?: unknown;
  lockout?: boolean;
  text?: string;
  networkError?: boolean;
}

export interface FetchRecorder {
  calls: { method: string; path: string; body: unknown }[];
  restore: () => void;
}

/** Replaces fetch for a component test with envelope replies keyed by `METHOD path` (path relative to /api/). */
export function mockApi(routes: ApiRoutes): FetchRecorder {
  const original = globalThis.fetch;
  const calls: FetchRecorder['calls'] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    const text = request.method === 'GET' ? '' : await request.text();
    // An upload (any body that is not JSON) is recorded by its name and type (jsdom's File is not the Blob of
    // Node's fetch, so its bytes do not arrive here: the server tests check what an upload holds).
    const upload = !(request.headers.get('content-type') ?? '').includes('json');
    const body = !text
      ? undefined
      : upload
        ? {
            fileName: decodeURIComponent(request.headers.get('x-file-name') ?? ''),
            type: request.headers.get('content-type'),
          }
        : JSON.parse(text);
    calls.push({ method: request.method, path, body });
    const key = `${request.method} ${path}`;
    if (!(key in routes)) {
      return new Response(
        JSON.stringify({ ok: false, message: `No route ${key}`, lockout: false, content: null }),
        { status: 404 },
      );
    }
    const route = routes[key];
    const reply: MockReply =
      typeof route === 'function'
        ? (route as (body: unknown) => MockReply)(body)
        : { content: route };
    const status = reply.status ?? 200;
    if (reply.networkError) throw new TypeError('Failed to fetch');
    if (reply.text !== undefined) {
      return new Response(reply.text, {
        status,
        statusText: reply.statusText ?? '',
        headers: { 'content-type': 'text/html' },
      });
    }
    return new Response(
      JSON.stringify({
        ok: reply.ok ?? status < 400,
        message: reply.message ?? null,
        code: reply.code ?? null,
        params: reply.params ?? null,
        lockout: reply.lockout ?? false,
        content: reply.content ?? null,
      }),
      {
        status,
        statusText: reply.statusText ?? '',
        headers: { 'content-type': 'application/json' },
      },
    );
  }) as typeof fetch;
  return { calls, restore: () => (globalThis.fetch = original) };
}
