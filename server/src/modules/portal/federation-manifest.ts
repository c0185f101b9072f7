import * as z from 'zod/mini';

/**
 * The parts of a release's mf-manifest.json (written by @module-federation/enhanced's build) that the server reads:
 * the entry script's file and the files of each expose. The shell loads a remote by its entry; the server lists
 * the expose's files as preloads of a page the module owns.
 */
const assetsSchema = z.object({ sync: z.array(z.string()), async: z.array(z.string()) });
export const federationManifestSchema = z.object({
  name: z.string(),
  metaData: z.object({
    remoteEntry: z.object({ name: z.string(), path: z.optional(z.string()) }),
  }),
  exposes: z.array(
    z.object({
      path: z.string(),
      assets: z.object({ js: assetsSchema, css: assetsSchema }),
    }),
  ),
});
export type FederationManifest = z.infer<typeof federationManifestSchema>;

/** The release's entry script and its expose's first files, relative to the release folder. */
export function entryOf(
  manifest: FederationManifest,
  expose: string,
): { remoteEntry: string; entryFiles: string[] } {
  const { name, path } = manifest.metaData.remoteEntry;
  const files = manifest.exposes.find((e) => e.path === expose)?.assets;
  return {
    remoteEntry: path ? `${path.replace(/\/$/, '')}/${name}` : name,
    entryFiles: files ? [...files.js.sync, ...files.css.sync] : [],
  };
}
