// Starts the production server on a fresh embedded database for the e2e suite.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = join(root, 'e2e', '.tmp', `data-${process.env.E2E_PORT ?? '8181'}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dirname(dataDir), { recursive: true });

const server = spawn(process.execPath, [join(root, 'server', 'dist', 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.E2E_PORT ?? '8181', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn' },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
