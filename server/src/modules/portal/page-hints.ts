import { HELPER_DATA_CALLS, mountOwningPath, PRODUCT_CONFIG_PATH } from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import { cachedSlideCount } from '../countyConfig/content-repository';
import { readPins } from './pins';
import type { PageHints } from '../../plugins/static';
import { productConfigOf, readPortalModules, ReleaseCatalog } from './service';

/*
 * Preload hints written into the portal page for the path asked for. The shell's start-up is a chain: its
 * scripts, then the product configuration, then the county's modules, the session check and the reference data,
 * then the module that owns the path (its remoteEntry.js), then what the page reads (the login page's slides).
 * The server knows every link of that chain from the path alone, so the browser fetches them all at once, while
 * the scripts arrive; the shell's own fetches then find them ready. Nothing here depends on who asks: the same
 * page for everyone at that path, no user data.
 */

/**
 * What a page reads first, by path: the sign-in page (at / and /login) its slide count and its first slide; the
 * home page its cards (home/all) and, when the county has slides, the first one (shown unless the user hid them).
 */
const PAGE_READS: Record<string, { calls: string[]; slide: boolean; session: boolean }> = {
  '/': { calls: ['auth/loginPageSlides'], slide: true, session: false },
  '/login': { calls: ['auth/loginPageSlides'], slide: true, session: false },
  '/home': { calls: ['home/all'], slide: true, session: true },
};

const fetchHint = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}" />`;

export function pageHintsFor(app: FastifyInstance): PageHints {
  const catalog = new ReleaseCatalog(app.config.frontendRoot, app.log);
  const { basePath } = app.config;
  const api = productConfigOf(app.config).SERVER_URL;
  const startUp = [
    `${basePath}${PRODUCT_CONFIG_PATH}`,
    `${api}portal/modules`,
    `${api}currentUser/loginStatus`,
    ...Object.values(HELPER_DATA_CALLS).map((call) => `${api}${call}`),
  ].map(fetchHint);

  return async (pathname, session) => {
    const appPath = `/${pathname.slice(basePath.length)}`.replace(/\/+/g, '/');
    const hints = [...startUp];
    const page = PAGE_READS[appPath];
    const reads = page && (session || !page.session) ? page : undefined;
    try {
      const [county, pins, slides] = await Promise.all([
        app.countyConfig.getAll(),
        readPins(app.db),
        reads?.slide ? cachedSlideCount(app) : 0,
      ]);
      const { modules } = await readPortalModules(
        catalog,
        app.config.modules,
        pins,
        county,
        basePath,
      );
      const mount = mountOwningPath(modules, appPath);
      // A page behind the sign-in, asked for without a session, will show the sign-in page instead.
      const owner = mount && (session || mount.mount.access === 'public') ? mount.module : null;
      if (owner) {
        const folder = owner.manifestUrl.slice(0, owner.manifestUrl.lastIndexOf('/') + 1);
        hints.push(`<link rel="preload" as="script" href="${owner.entryUrl}" />`);
        for (const file of owner.entryFiles ?? [])
          hints.push(
            `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="${folder}${file}" />`,
          );
      }
      for (const call of reads?.calls ?? []) hints.push(fetchHint(`${api}${call}`));
      if (slides > 0)
        hints.push(
          `<link rel="preload" as="image" fetchpriority="high" href="${api}auth/loginPageSlide/1" />`,
        );
    } catch (err) {
      // Hints are an optimisation: the page works without them.
      app.log.warn({ err }, 'page hints not written');
    }
    return hints;
  };
}
