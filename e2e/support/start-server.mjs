// Starts the production server on a fresh embedded database for the e2e suite.
// The front end it serves is a throwaway root (e2e/.tmp/frontend-<port>): the built shell, and a copy of each
// module's releases, so that the releases the suite publishes never reach the repository's own.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = process.env.E2E_PORT ?? '8181';
const dataDir = join(root, 'e2e', '.tmp', `data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dirname(dataDir), { recursive: true });

const frontendRoot = join(root, 'e2e', '.tmp', `frontend-${port}`);
rmSync(frontendRoot, { recursive: true, force: true });
mkdirSync(frontendRoot, { recursive: true });
symlinkSync(join(root, 'shell'), join(frontendRoot, 'shell'), 'dir');
for (const name of readdirSync(root).filter((n) => /^mfe-[a-z]+$/.test(n))) {
  if (existsSync(join(root, name, 'releases')))
    cpSync(join(root, name, 'releases'), join(frontendRoot, name, 'releases'), { recursive: true });
}

const server = spawn(process.execPath, [join(root, 'server', 'dist', 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    FRONTEND_ROOT: frontendRoot,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    // Every browser of the suite signs in from 127.0.0.1: at the default 120 auth calls a minute per address a fast
    // run met "Too many requests" (the per-address limit is the server tests' to prove: auth/login.test.ts).
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
