// Starts the production server on a fresh demo county for a benchmark, and signs demo users in.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEMO_PASSWORD = 'Portal!Demo2026';

/**
 * The server on `port` with its own data folder under bench/.tmp; resolves once /api/health answers. `bundle`
 * runs another build of the server (another release's server.mjs, to compare), `env` adds to its settings.
 */
export async function startPortal(
  port,
  { bundle = join(ROOT, 'server', 'dist', 'server.mjs'), env = {} } = {},
) {
  const dataDir = join(ROOT, 'bench', '.tmp', `data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dirname(dataDir), { recursive: true });
  const server = spawn(process.execPath, [bundle], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED: 'demo',
      ...env,
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await untilHealthy(base, 120_000);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return { base, stop: () => server.kill('SIGTERM') };
}

/** Resolves once `base`/api/health answers 200 (polled every 200 ms); rejects after `timeoutMs`. */
export async function untilHealthy(base, timeoutMs) {
  const started = performance.now();
  for (;;) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (performance.now() - started > timeoutMs) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The cookies of a signed-in demo user (session and CSRF), as name/value pairs. */
export async function signInCookies(base, username) {
  const status = await fetch(`${base}/api/currentUser/loginStatus`);
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(status);
  const csrfName = [...jar.keys()].find((name) => name.endsWith('lrp_csrf'));
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const reply = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrfName ? jar.get(csrfName) : '',
      cookie: cookie(),
    },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, language: 'ENGLISH' }),
  });
  if (!reply.ok) throw new Error(`sign-in of ${username} failed: ${reply.status}`);
  keep(reply);
  return [...jar].map(([name, value]) => ({ name, value }));
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
