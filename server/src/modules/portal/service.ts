import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  compareVersions,
  countyFlag,
  ESSENTIAL_MODULES,
  isUnderMount,
  releaseManifestSchema,
  releaseMismatches,
  shellManifestSchema,
  type DisabledModule,
  type EnabledModule,
  type ModuleReleases,
  type PortalModules,
  type ProductConfig,
  type ReleaseManifest,
  type ShellManifest,
} from '@lrp/contract';
import type { FastifyBaseLogger } from 'fastify';
import { CONTRACT_VERSION, contractMismatches } from './contract-version';
import { entryOf, federationManifestSchema } from './federation-manifest';
import type { Config } from '../../config';
import { PRODUCT_VERSION } from '../../product';
import type { FullCountyConfig } from '../countyConfig/repository';

/**
 * The deployed releases of each module (FRONTEND_ROOT/<module>/releases/<release>/module.json) and the manifest
 * of the shell being served (FRONTEND_ROOT/shell/dist/shell.json). Releases are immutable, so each manifest is
 * parsed once; the folders are listed again on every call, so a release published meanwhile is seen at once.
 */
export class ReleaseCatalog {
  private readonly manifests = new Map<string, ReleaseManifest | null>();
  private readonly warned = new Set<string>();
  private shellCache: { mtimeMs: number; manifest: ShellManifest | null } | null = null;

  constructor(
    private readonly frontendRoot: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Logs a module's problem once, not on every page load. */
  warnOnce(module: string, message: string): void {
    if (this.warned.has(`${module}\0${message}`)) return;
    this.warned.add(`${module}\0${message}`);
    this.log.warn({ module }, message);
  }

  /** A module's releases, newest first (by version, then build time). */
  async releasesOf(name: string): Promise<ReleaseManifest[]> {
    const folder = path.join(this.frontendRoot, name, 'releases');
    let ids: string[];
    try {
      ids = (await readdir(folder)).filter((id) => !id.startsWith('.'));
    } catch {
      return [];
    }
    const releases = await Promise.all(ids.map((id) => this.manifest(name, id)));
    return releases
      .filter((r): r is ReleaseManifest => r !== null)
      .sort(
        (a, b) =>
          compareVersions(b.version, a.version) ||
          b.builtAt.localeCompare(a.builtAt) ||
          b.release.localeCompare(a.release),
      );
  }

  /** A release's module.json, with its entry and first files from its mf-manifest.json; null when either is bad. */
  private async manifest(name: string, id: string): Promise<ReleaseManifest | null> {
    const file = path.join(this.frontendRoot, name, 'releases', id, 'module.json');
    if (this.manifests.has(file)) return this.manifests.get(file)!;
    let manifest: ReleaseManifest | null = null;
    const federationFile = path.join(path.dirname(file), 'mf-manifest.json');
    try {
      const parsed = releaseManifestSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      const federation = federationManifestSchema.safeParse(
        JSON.parse(await readFile(federationFile, 'utf8')),
      );
      if (!parsed.success)
        this.log.warn(
          { module: name, file, issues: parsed.error.issues },
          'invalid module.json; the release is left out',
        );
      else if (parsed.data.name !== name || parsed.data.release !== id) {
        this.log.warn(
          { module: name, file, found: `${parsed.data.name} ${parsed.data.release}` },
          'module.json names another module or release; the release is left out',
        );
      } else if (!federation.success || federation.data.name !== parsed.data.container) {
        this.log.warn(
          { module: name, file: federationFile },
          'invalid mf-manifest.json; the release is left out',
        );
      } else manifest = { ...parsed.data, ...entryOf(federation.data, parsed.data.expose) };
    } catch (err) {
      this.log.warn(
        { module: name, file, err },
        'unreadable module.json or mf-manifest.json; the release is left out',
      );
    }
    this.manifests.set(file, manifest);
    return manifest;
  }

  /** What the served shell provides; null when the shell is not built (then every release is taken to fit). */
  async shell(): Promise<ShellManifest | null> {
    const file = path.join(this.frontendRoot, 'shell', 'dist', 'shell.json');
    try {
      const info = await stat(file);
      if (this.shellCache?.mtimeMs !== info.mtimeMs) {
        const parsed = shellManifestSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
        if (!parsed.success)
          this.log.warn({ file }, 'invalid shell.json; releases are not checked against the shell');
        this.shellCache = { mtimeMs: info.mtimeMs, manifest: parsed.success ? parsed.data : null };
      }
      return this.shellCache.manifest;
    } catch {
      return null;
    }
  }
}

/**
 * Why a release does not fit the served shell or this server (empty when it does): the shell's contract and
 * singletons (unchecked when no shell is built) and the API contract it was built against.
 */
export const problemsOf = (release: ReleaseManifest, shell: ShellManifest | null): string[] => [
  ...(shell ? releaseMismatches(release, shell) : []),
  ...contractMismatches(release, CONTRACT_VERSION),
];

/**
 * The release users get: the pinned one while it exists (the shell refuses it at run time, with the reason, if
 * it no longer fits the shell), else the newest release that fits. A release built against an API contract this
 * server does not serve is never served, pinned or not: its calls would meet missing or changed endpoints.
 */
export function servedRelease(
  releases: ReleaseManifest[],
  shell: ShellManifest | null,
  pinned: string | undefined,
): ReleaseManifest | null {
  const served = releases.filter((r) => contractMismatches(r, CONTRACT_VERSION).length === 0);
  const pin = pinned === undefined ? undefined : served.find((r) => r.release === pinned);
  return pin ?? served.find((r) => problemsOf(r, shell).length === 0) ?? null;
}

/**
 * The county's portal: modules it offers (with the mounts and nav entries its flags leave on) and modules it
 * does not (so a deep link can say the feature is not offered here rather than "not found").
 */
export function composePortalModules(
  descriptors: ReleaseManifest[],
  county: FullCountyConfig,
  basePath: string,
): PortalModules {
  // Essential modules stay on whatever is stored: without them nobody could sign in or switch a module back on.
  const switchedOff = new Set(
    county.modules.disabled.filter((name) => !ESSENTIAL_MODULES.includes(name)),
  );
  const modules: EnabledModule[] = [];
  const disabled: DisabledModule[] = [];
  for (const d of descriptors) {
    if (
      switchedOff.has(d.name) ||
      (d.countyFlag !== undefined && !countyFlag(county, d.countyFlag))
    ) {
      disabled.push({ name: d.name, title: d.title, paths: d.mounts.map((m) => m.path) });
      continue;
    }
    const mounts = d.mounts.filter(
      (m) => m.countyFlag === undefined || countyFlag(county, m.countyFlag),
    );
    const dropped = d.mounts.filter((m) => !mounts.includes(m));
    // A nav entry pointing into a mount the county switched off goes with it.
    const nav = d.nav.filter(
      (n) =>
        !dropped.some((m) => isUnderMount(n.path, m)) ||
        mounts.some((m) => isUnderMount(n.path, m)),
    );
    const folder = `${basePath}modules/${d.name}/${d.release}/`;
    modules.push({
      ...d,
      mounts,
      nav,
      manifestUrl: `${folder}mf-manifest.json`,
      entryUrl: `${folder}${d.remoteEntry ?? 'remoteEntry.js'}`,
    });
  }
  return { modules, disabled };
}

/** The release each module serves this county, in `names` order; modules without any release are left out. */
export async function servedReleases(
  catalog: ReleaseCatalog,
  names: string[],
  pins: Map<string, string>,
): Promise<ReleaseManifest[]> {
  const shell = await catalog.shell();
  const served = await Promise.all(
    names.map(async (name) => {
      const releases = await catalog.releasesOf(name);
      const release = servedRelease(releases, shell, pins.get(name));
      if (!release)
        catalog.warnOnce(
          name,
          'no release of the module fits the shell; the module is left out (is it built?)',
        );
      return release;
    }),
  );
  return served.filter((r): r is ReleaseManifest => r !== null);
}

export async function readPortalModules(
  catalog: ReleaseCatalog,
  names: string[],
  pins: Map<string, string>,
  county: FullCountyConfig,
  basePath: string,
): Promise<PortalModules> {
  return composePortalModules(await servedReleases(catalog, names, pins), county, basePath);
}

/** Each module's releases for Control Panel → Technical → Modules. */
export async function listModuleReleases(
  catalog: ReleaseCatalog,
  names: string[],
  pins: Map<string, string>,
): Promise<ModuleReleases> {
  const shell = await catalog.shell();
  const modules = await Promise.all(
    names.map(async (name) => {
      const releases = await catalog.releasesOf(name);
      if (releases.length === 0) return null;
      const serving = servedRelease(releases, shell, pins.get(name));
      return {
        name,
        title: (serving ?? releases[0]).title,
        pinned: pins.get(name) ?? null,
        serving: serving?.release ?? null,
        releases: releases.map((r) => ({
          release: r.release,
          version: r.version,
          builtAt: r.builtAt,
          problems: problemsOf(r, shell),
        })),
      };
    }),
  );
  return { modules: modules.filter((m) => m !== null) };
}

/** The start-up (product) configuration the shell fetches first (spec 1 §7). */
export function productConfigOf(
  config: Pick<Config, 'basePath' | 'countyDirectory'>,
): ProductConfig {
  return {
    COUNTY_DIRECTORY: config.countyDirectory,
    BROWSER_ROUTER_BASENAME: config.basePath,
    SERVER_URL: `${config.basePath}api/`,
    CARD_PAYMENT_PAGE_URL: `${config.basePath}api/cardGateway/hostedPage`,
    CARD_SCRIPT_URL: `${config.basePath}api/cardGateway/script.js`,
    PRODUCT_VERSION,
  };
}
