import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT } from '../../server/src/paths';

/*
 * The production server (server/dist/server.mjs) as its own process for the imaging benchmark, a demo user signed
 * in to it, and its calls timed over HTTP as a browser makes them (compressed as a current browser asks, on one
 * kept-alive connection): to the reply's first byte and to its last. Decompressing and parsing come after the
 * clock stops.
 */

const PASSWORD = 'Portal!Demo2026';
/** What Chrome, Edge and Firefox send over HTTPS. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The running server: its address, its process id, and how to stop it. */
export type Portal = { base: string; pid: number; stop: () => Promise<void> };

/** Starts the server with `env` (its DATA_DIR, FRONTEND_ROOT, PORT ...) and waits until it answers. */
export async function startPortal(env: NodeJS.ProcessEnv, port: number): Promise<Portal> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'server', 'dist', 'server.mjs')], {
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.on('exit', () => child.kill('SIGTERM'));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || attempt > 600) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A process's peak resident memory so far in MB (Linux: VmHWM), or null where /proc does not say. */
export function peakMemoryMb(pid: number): number | null {
  try {
    const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Number(line[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** A signed-in user's cookies and CSRF token. */
export type Session = { cookie: string; csrf: string };

/** Signs a demo user in (the CSRF cookie from a first call, then the login). */
export async function signIn(base: string, username: string): Promise<Session> {
  const jar = new Map<string, string>();
  const keep = (r: Response) => {
    for (const line of r.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(await fetch(`${base}/api/currentUser/loginStatus`));
  const csrfName = [...jar.keys()].find((name) => name.endsWith('lrp_csrf')) ?? 'lrp_csrf';
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookie(),
      'x-csrf-token': jar.get(csrfName) ?? '',
    },
    body: JSON.stringify({ username, password: PASSWORD, language: 'ENGLISH' }),
  });
  if (!login.ok) throw new Error(`${username} could not sign in (${login.status})`);
  keep(login);
  return { cookie: cookie(), csrf: jar.get(csrfName) ?? '' };
}

/** One timed call: milliseconds to the first byte of the reply's body and to its last, its size on the wire. */
export type Timed = {
  firstByteMs: number;
  totalMs: number;
  wireBytes: number;
  encoding: string;
  body: Buffer;
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** GET `url` (a static file) or POST `body` to it as JSON with the session, timed; throws unless 200. */
export function timedCall(url: string, session: Session | null, body?: unknown): Promise<Timed> {
  const payload = body === undefined ? null : JSON.stringify(body);
  const headers: http.OutgoingHttpHeaders = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  if (session) Object.assign(headers, { cookie: session.cookie, 'x-csrf-token': session.csrf });
  if (payload)
    Object.assign(headers, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
    });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = 0;
    const request = http.request(
      url,
      { method: payload ? 'POST' : 'GET', agent, headers },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => {
          if (chunks.length === 0) firstByteMs = performance.now() - started;
          chunks.push(chunk);
        });
        reply.on('end', () => {
          const totalMs = performance.now() - started;
          const wire = Buffer.concat(chunks);
          const encoding = String(reply.headers['content-encoding'] ?? '');
          const decoded = decode(wire, encoding);
          if (reply.statusCode !== 200)
            return reject(
              new Error(
                `${url} ${payload ?? ''} answered ${reply.statusCode}: ${decoded.toString().slice(0, 300)}`,
              ),
            );
          resolve({ firstByteMs, totalMs, wireBytes: wire.length, encoding, body: decoded });
        });
        reply.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload ?? undefined);
  });
}

function decode(bytes: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes);
  if (encoding === 'gzip') return zlib.gunzipSync(bytes);
  if (encoding === 'deflate') return zlib.inflateSync(bytes);
  if (encoding === 'zstd') {
    const zstd = (zlib as unknown as { zstdDecompressSync?: (b: Buffer) => Buffer })
      .zstdDecompressSync;
    if (!zstd) throw new Error('this Node cannot decompress zstd');
    return zstd(bytes);
  }
  return bytes;
}

/** The `content` of an API reply's envelope. */
export function contentOf<T>(timed: Timed): T {
  return (JSON.parse(timed.body.toString('utf8')) as { content: T }).content;
}
