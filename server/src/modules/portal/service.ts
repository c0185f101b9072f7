import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  countyFlag,
  ESSENTIAL_MODULES,
  moduleDescriptorSchema,
  type DisabledModule,
  type EnabledModule,
  type ModuleDescriptor,
  type ModuleMount,
  type PortalModules,
  type ProductConfig,
} from '@lrp/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { PRODUCT_VERSION } from '../../product';
import type { FullCountyConfig } from '../countyConfig/repository';

type CachedDescriptor = { mtimeMs: number; size: number; descriptor: ModuleDescriptor | null } | { missing: true };

/**
 * Reads each deployed module's dist/module.json. A module can be redeployed at any time, so the file is
 * checked on every call and parsed again only when its modification time or size changed.
 */
export class ModuleDescriptorReader {
  private readonly cache = new Map<string, CachedDescriptor>();

  constructor(
    private readonly frontendRoot: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  fileOf(name: string): string {
    return path.join(this.frontendRoot, name, 'dist', 'module.json');
  }

  async read(name: string): Promise<ModuleDescriptor | null> {
    const file = this.fileOf(name);
    let info;
    try {
      info = await stat(file);
    } catch {
      // Warn once, not on every page load, until the file appears.
      if (!this.cache.has(file) || !('missing' in this.cache.get(file)!)) {
        this.log.warn({ module: name, file }, 'module.json not found; the module is left out (is it built?)');
      }
      this.cache.set(file, { missing: true });
      return null;
    }
    const cached = this.cache.get(file);
    if (cached && !('missing' in cached) && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.descriptor;
    let descriptor: ModuleDescriptor | null = null;
    try {
      const parsed = moduleDescriptorSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (!parsed.success) {
        this.log.warn({ module: name, file, issues: parsed.error.issues }, 'invalid module.json; the module is left out');
      } else if (parsed.data.name !== name) {
        this.log.warn({ module: name, file, found: parsed.data.name }, 'module.json names another module; the module is left out');
      } else {
        descriptor = parsed.data;
      }
    } catch (err) {
      this.log.warn({ module: name, file, err }, 'unreadable module.json; the module is left out');
    }
    this.cache.set(file, { mtimeMs: info.mtimeMs, size: info.size, descriptor });
    return descriptor;
  }
}

/** True when `navPath` is `mountPath` or below it. */
function under(navPath: string, mount: ModuleMount): boolean {
  if (mount.exact) return navPath === mount.path;
  return mount.path === '/' || navPath === mount.path || navPath.startsWith(`${mount.path.replace(/\/$/, '')}/`);
}

/**
 * The county's portal: modules it offers (with the mounts and nav entries its flags leave on) and modules it
 * does not (so a deep link can say the feature is not offered here rather than "not found").
 */
export function composePortalModules(
  descriptors: ModuleDescriptor[],
  county: FullCountyConfig,
  basePath: string,
): PortalModules {
  // Essential modules stay on whatever is stored: without them nobody could sign in or switch a module back on.
  const switchedOff = new Set(county.modules.disabled.filter((name) => !ESSENTIAL_MODULES.includes(name)));
  const modules: EnabledModule[] = [];
  const disabled: DisabledModule[] = [];
  for (const d of descriptors) {
    if (switchedOff.has(d.name) || (d.countyFlag !== undefined && !countyFlag(county, d.countyFlag))) {
      disabled.push({ name: d.name, title: d.title, paths: d.mounts.map((m) => m.path) });
      continue;
    }
    const mounts = d.mounts.filter((m) => m.countyFlag === undefined || countyFlag(county, m.countyFlag));
    const dropped = d.mounts.filter((m) => !mounts.includes(m));
    // A nav entry pointing into a mount the county switched off goes with it.
    const nav = d.nav.filter((n) => !dropped.some((m) => under(n.path, m)) || mounts.some((m) => under(n.path, m)));
    modules.push({
      ...d,
      mounts,
      nav,
      entryUrl: `${basePath}modules/${d.name}/remoteEntry.js`,
    });
  }
  return { modules, disabled };
}

export async function readPortalModules(
  reader: ModuleDescriptorReader,
  names: string[],
  county: FullCountyConfig,
  basePath: string,
): Promise<PortalModules> {
  const descriptors = (await Promise.all(names.map((n) => reader.read(n)))).filter((d): d is ModuleDescriptor => d !== null);
  return composePortalModules(descriptors, county, basePath);
}

/** The start-up (product) configuration the shell fetches first (spec 1 §7). */
export function productConfigOf(config: Pick<Config, 'basePath' | 'countyDirectory'>): ProductConfig {
  return {
    COUNTY_DIRECTORY: config.countyDirectory,
    BROWSER_ROUTER_BASENAME: config.basePath,
    SERVER_URL: `${config.basePath}api/`,
    CARD_PAYMENT_PAGE_URL: `${config.basePath}api/cardGateway/hostedPage`,
    CARD_SCRIPT_URL: `${config.basePath}api/cardGateway/script.js`,
    PRODUCT_VERSION,
  };
}
