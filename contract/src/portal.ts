import './zod';
import * as z from 'zod/mini';
import { ROLES } from './roles';

// Zod-free, so that the browser's first load, which needs only these, does not carry the schemas below.
export { ESSENTIAL_MODULES, PRODUCT_CONFIG_PATH } from './portal-constants';

/*
 * The contract between the server, the shell and the remotes. Each remote ships a `module.json`
 * (moduleDescriptorSchema); the server composes the county's portal configuration from them.
 */

export const mountAccessSchema = z.union([
  z.literal('public'),
  z.literal('session'),
  z.object({ roles: z.array(z.enum(ROLES)).check(z.minLength(1)) }),
]);
export type MountAccess = z.infer<typeof mountAccessSchema>;

export const moduleMountSchema = z.object({
  /** A top-level path the module owns; it renders everything below it. */
  path: z.string().check(z.startsWith('/')),
  /** True when only the path itself (not its children) belongs to the module, as for `/`. */
  exact: z.optional(z.boolean()),
  access: mountAccessSchema,
  /** A county flag (group.key) that must be on for this path to be offered. */
  countyFlag: z.optional(z.string()),
});
export type ModuleMount = z.infer<typeof moduleMountSchema>;

/** A label per i18next language tag; `en` is required and is the fallback. */
export const localizedLabelSchema = z.catchall(z.object({ en: z.string() }), z.string());
export type LocalizedLabel = z.infer<typeof localizedLabelSchema>;

export const navEntrySchema = z.object({
  path: z.string().check(z.startsWith('/')),
  label: localizedLabelSchema,
  order: z.number(),
  roles: z.optional(z.array(z.enum(ROLES))),
  /** An icon name the shell knows (home, efile, search, reports, users, settings); others get a generic one. */
  icon: z.optional(z.string()),
  /** One sentence for the home page's section cards. */
  description: z.optional(localizedLabelSchema),
});
export type NavEntry = z.infer<typeof navEntrySchema>;

/** A remote's module.json as its team writes it (the build adds the release fields below). */
export const moduleDescriptorSchema = z.object({
  name: z.string().check(z.regex(/^mfe-[a-z]+$/)),
  /** The Module Federation container name. */
  container: z.string().check(z.regex(/^[a-z_]+$/)),
  /** The expose holding the module's PortalModule. */
  expose: z.string().check(z.startsWith('./')),
  title: localizedLabelSchema,
  /** A county flag that must be on for the county to offer this module at all. */
  countyFlag: z.optional(z.string()),
  mounts: z.array(moduleMountSchema),
  nav: z.array(navEntrySchema),
});
export type ModuleDescriptor = z.infer<typeof moduleDescriptorSchema>;

/** A shared singleton as a remote was built with it: the version it bundled and the range it accepts. */
export const builtWithSchema = z.object({ version: z.string(), requiredVersion: z.string() });

/** A release's module.json, as the build writes it into the release folder (docs/deploying.md). */
export const releaseManifestSchema = z.extend(moduleDescriptorSchema, {
  /** The package version (or LRP_RELEASE_VERSION) the release was built as. */
  version: z.string(),
  builtAt: z.string(),
  /** `<version>-<content hash>`, also the release's folder name. */
  release: z.string().check(z.regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?-[0-9a-f]{10}$/)),
  /** The range of shell-contract versions it implements, e.g. ^1.0.0 (release.ts). */
  shellContract: z.string(),
  /** Every shared singleton it was built with (react, zustand, dayjs, each @lrp/shared entry point...). */
  shared: z.record(z.string(), builtWithSchema),
  /**
   * The range of API-contract (@lrp/contract) versions it was built against, e.g. ^1.2.0: the server points a
   * county only at a release whose calls it serves. Releases built before the contract was versioned lack it.
   */
  contract: z.optional(z.string()),
  /** Its entry script, relative to the release folder (from the release's mf-manifest.json). */
  remoteEntry: z.optional(z.string()),
  /** The files of its expose, relative to the release folder (from mf-manifest.json): a page's preloads. */
  entryFiles: z.optional(z.array(z.string())),
});
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

export const enabledModuleSchema = z.extend(releaseManifestSchema, {
  /** The release's mf-manifest.json, which describes it (entry, exposes, shared). */
  manifestUrl: z.string(),
  /** The remote's entry script, taken from that manifest: what the shell registers with the federation runtime. */
  entryUrl: z.string(),
});
export type EnabledModule = z.infer<typeof enabledModuleSchema>;

export const disabledModuleSchema = z.object({
  name: z.string(),
  title: localizedLabelSchema,
  paths: z.array(z.string()),
});
export type DisabledModule = z.infer<typeof disabledModuleSchema>;

export const portalModulesSchema = z.object({
  modules: z.array(enabledModuleSchema),
  disabled: z.array(disabledModuleSchema),
});
export type PortalModules = z.infer<typeof portalModulesSchema>;

/** What a shell provides (shell/dist/shell.json): its contract version and each singleton's version. */
export const shellManifestSchema = z.object({
  shellContract: z.string(),
  shared: z.record(z.string(), z.string()),
});

/** The start-up (product) configuration file under the county directory (spec 1 §3, §7). */
export const productConfigSchema = z.object({
  COUNTY_DIRECTORY: z.string(),
  BROWSER_ROUTER_BASENAME: z.string(),
  SERVER_URL: z.string(),
  CARD_PAYMENT_PAGE_URL: z.string(),
  CARD_SCRIPT_URL: z.string(),
  PRODUCT_VERSION: z.string(),
});
export type ProductConfig = z.infer<typeof productConfigSchema>;

/** One release of a module, as Control Panel → Technical → Modules lists it. */
export const moduleReleaseSchema = z.object({
  release: z.string(),
  version: z.string(),
  builtAt: z.string(),
  /** Why it does not fit the shell this server serves, one sentence each; empty when it fits. */
  problems: z.array(z.string()),
});
export type ModuleRelease = z.infer<typeof moduleReleaseSchema>;

/** Each module's releases (newest first), the one the county is pinned to and the one users get. */
export const moduleReleasesSchema = z.object({
  modules: z.array(
    z.object({
      name: z.string(),
      title: localizedLabelSchema,
      pinned: z.nullable(z.string()),
      serving: z.nullable(z.string()),
      releases: z.array(moduleReleaseSchema),
    }),
  ),
});
export type ModuleReleases = z.infer<typeof moduleReleasesSchema>;

/** Pins a module to one of its releases, or (release null) lets it follow its newest release that fits. */
export const pinModuleRequestSchema = z.object({
  module: z.string().check(z.maxLength(50), z.regex(/^mfe-[a-z]+$/)),
  release: z.nullable(z.string().check(z.maxLength(80))),
});
export type PinModuleRequest = z.infer<typeof pinModuleRequestSchema>;
