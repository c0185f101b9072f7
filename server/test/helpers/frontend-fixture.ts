import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ModuleDescriptor } from '@lrp/shared/contract';

/** A module.json like the ones the front-end build writes. */
export function descriptor(name: string, overrides: Partial<ModuleDescriptor> = {}): ModuleDescriptor {
  const short = name.replace(/^mfe-/, '');
  return {
    name,
    container: `lrp_${short}`,
    expose: './module',
    title: { en: short.charAt(0).toUpperCase() + short.slice(1) },
    version: '1.0.0',
    mounts: [{ path: `/${short}`, access: 'session' }],
    nav: [{ path: `/${short}`, label: { en: short }, order: 10 }],
    ...overrides,
  };
}

/**
 * A throwaway front-end root: `files` maps paths (relative to the root, e.g. `shell/dist/index.html`) to
 * contents; objects are written as JSON.
 */
export function frontendRoot(files: Record<string, string | object> = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'lrp-frontend-'));
  writeFiles(root, files);
  return root;
}

export function writeFiles(root: string, files: Record<string, string | object>): void {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
}
