/**
 * Answers the API calls a component makes: `{ 'GET auth/loginPageLinks': reply }`, reply being content or a function
 * of the body (and of the query string's parameters, for a GET with one).
 */
export type ApiRoutes = Record<
  string,
  unknown | ((body: unknown, query: Record<string, string>) => MockReply)
>;

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
  /** Headers of a `text` answer besides its content type (a file's Content-Disposition). */
  headers?: Record<string, string>;
  networkError?: boolean;
}

export interface FetchRecorder {
  /** Each call: its method, its path under /api/ (without the query string), its body, and its query if any. */
  calls: { method: string; path: string; body: unknown; query?: Record<string, string> }[];
  restore: () => void;
}

/** A route's answer to a call, as the server would send it; throws for a network error. */
function answer(
  routes: ApiRoutes,
  method: string,
  path: string,
  body: unknown,
  query: Record<string, string> = {},
): Response {
  const key = `${method} ${path}`;
  if (!(key in routes)) {
    return new Response(
      JSON.stringify({ ok: false, message: `No route ${key}`, lockout: false, content: null }),
      { status: 404 },
    );
  }
  const route = routes[key];
  const reply: MockReply =
    typeof route === 'function'
      ? (route as (body: unknown, query: Record<string, string>) => MockReply)(body, query)
      : { content: route };
  const status = reply.status ?? 200;
  if (reply.networkError) throw new TypeError('Failed to fetch');
  if (reply.text !== undefined) {
    return new Response(reply.text, {
      status,
      statusText: reply.statusText ?? '',
      headers: { 'content-type': 'text/html', ...reply.headers },
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
}

/**
 * A multipart body as a test reads it: each text part as it came (parsed when it is JSON), each file by its name,
 * type and size.
 */
function formBody(form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  form.forEach((value, name) => {
    if (typeof value !== 'string') {
      body[name] = { fileName: value.name, type: value.type, size: value.size };
      return;
    }
    try {
      body[name] = JSON.parse(value);
    } catch {
      body[name] = value;
    }
  });
  return body;
}

type XhrHandler = ((event: ProgressEvent) => void) | null;

/** An XMLHttpRequest (an upload with progress) answered by the routes: the whole body is sent in one step. */
function fakeXhrClass(routes: ApiRoutes, calls: FetchRecorder['calls']) {
  return class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    withCredentials = false;
    readonly upload: { onprogress: XhrHandler } = { onprogress: null };
    onload: XhrHandler = null;
    onerror: XhrHandler = null;
    ontimeout: XhrHandler = null;
    onabort: XhrHandler = null;
    readonly requestHeaders: Record<string, string> = {};
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    private aborted = false;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders[name.toLowerCase()] = value;
    }
    getAllResponseHeaders() {
      return [...this.headers].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }
    abort() {
      this.aborted = true;
      this.onabort?.(new ProgressEvent('abort'));
    }
    send(data?: unknown) {
      const path = new URL(this.url, 'http://localhost').pathname.replace(/^\/api\//, '');
      const body =
        data instanceof FormData ? formBody(data) : typeof data === 'string' ? data : undefined;
      calls.push({ method: this.method, path, body });
      const size = data instanceof FormData ? 100 : 0;
      setTimeout(async () => {
        if (this.aborted) return;
        this.upload.onprogress?.(
          new ProgressEvent('progress', { lengthComputable: true, loaded: size, total: size }),
        );
        let response: Response;
        try {
          response = answer(routes, this.method, path, body);
        } catch {
          this.onerror?.(new ProgressEvent('error'));
          return;
        }
        this.status = response.status;
        this.statusText = response.statusText;
        this.headers = response.headers;
        this.responseText = await response.text();
        this.onload?.(new ProgressEvent('load'));
      }, 0);
    }
  };
}

/**
 * Replaces fetch (and XMLHttpRequest, which uploads with progress) for a component test with envelope replies
 * keyed by `METHOD path` (path relative to /api/).
 */
export function mockApi(routes: ApiRoutes): FetchRecorder {
  const original = globalThis.fetch;
  const originalXhr = globalThis.XMLHttpRequest;
  const calls: FetchRecorder['calls'] = [];
  globalThis.XMLHttpRequest = fakeXhrClass(routes, calls) as unknown as typeof XMLHttpRequest;
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
    const query = Object.fromEntries(url.searchParams);
    calls.push({ method: request.method, path, body, ...(url.search ? { query } : {}) });
    return answer(routes, request.method, path, body, query);
  }) as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
      globalThis.XMLHttpRequest = originalXhr;
    },
  };
}
