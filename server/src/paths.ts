import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package folder, found by walking up from this file: the same code runs as source under jest
 * (server/src/...) and bundled (server/dist/server.mjs), so a fixed relative path would be wrong in one of them.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('Cannot find the server folder (server/drizzle/meta/_journal.json).');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
export const REPO_ROOT = path.dirname(SERVER_ROOT);
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
