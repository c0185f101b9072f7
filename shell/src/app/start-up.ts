import {
  configureApi,
  describeError,
  fetchHelperData,
  fetchPortalModules,
  fetchProductConfig,
  HELPER_DATA_CALLS,
  loginStatusQuery,
  logClientProblem,
  type ProductConfig,
  queryClient,
  setModuleHost,
  setPortalLanguage,
  useCountyStore,
  useSessionStore,
} from '@lrp/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { onRemoteFailure } from '../features/modules/portal-federation-plugin';
import { loadFirstPage } from './first-page';
import { exposedId, moduleHost, registerCountyModules } from '../features/modules/module-registry';

declare const __webpack_public_path__: string;

/** Where the shell was served from: the base of the county directory and of the router. */
export function shellBase(): string {
  const base =
    typeof __webpack_public_path__ === 'string' && __webpack_public_path__
      ? __webpack_public_path__
      : '/';
  return new URL(base, window.location.href).pathname;
}

const HELPER_KINDS: Record<keyof typeof HELPER_DATA_CALLS, 'config' | 'lists' | 'content'> = {
  countyConfiguration: 'config',
  codeDescriptions: 'lists',
  instrumentCodes: 'lists',
  productVersions: 'content',
  notableDates: 'content',
};

/**
 * Start-up (spec 1 §7): the product configuration, then the county's modules, the session check and the
 * reference data in parallel. Only the module list is essential; other failures are logged.
 */
export async function startPortal(
  onForbidden: (message: string | null) => void,
): Promise<ProductConfig> {
  const base = shellBase();
  const fallback: ProductConfig = {
    COUNTY_DIRECTORY: '',
    BROWSER_ROUTER_BASENAME: base,
    SERVER_URL: `${base}api/`,
    CARD_PAYMENT_PAGE_URL: '',
    CARD_SCRIPT_URL: '',
    PRODUCT_VERSION: '5.5.5',
  };
  const productConfig = await fetchProductConfig(base).catch((error: unknown) => {
    logClientProblem('error', describeError(error), 'product configuration not loaded');
    return fallback;
  });
  const county = useCountyStore.getState();
  county.setProductConfig(productConfig);
  configureApi({ serverUrl: productConfig.SERVER_URL, onForbidden });

  const helperData = (Object.keys(HELPER_KINDS) as (keyof typeof HELPER_KINDS)[]).map((kind) =>
    fetchHelperData(kind)
      .then((reply) => county.addNamedResults(HELPER_KINDS[kind], reply.content.results))
      .catch((error: unknown) =>
        logClientProblem('error', describeError(error), `${kind} not loaded`),
      ),
  );
  // The session check primes the query cache that protected routes consult (docs/architecture.md).
  const session = queryClient
    .fetchQuery(loginStatusQuery)
    .then(async (content) => {
      if (content.user) {
        useSessionStore.getState().signIn(content.user);
        await setPortalLanguage(content.user.language);
      } else useSessionStore.getState().signOut();
    })
    .catch(() => useSessionStore.getState().signOut());

  // A remote that fails (after the runtime plugin's retries) is reported for the support desk; its section shows Retry.
  onRemoteFailure((remote, error) =>
    logClientProblem('error', describeError(error), `module ${remote} not loaded`),
  );
  const modules = await fetchPortalModules();
  county.setModules(modules.content);
  registerCountyModules(modules.content.modules);
  setModuleHost(moduleHost);
  exposeForSupport(modules.content.modules);
  const page =
    new URL(window.location.href).pathname.slice(
      productConfig.BROWSER_ROUTER_BASENAME.replace(/\/$/, '').length,
    ) || '/';
  const firstPage = session.then(() => loadFirstPage(modules.content.modules, page));
  await Promise.all([session, firstPage, ...helperData]);
  return productConfig;
}

/**
 * For the vendor's support desk and the browser tests: load any exposed module of an enabled remote (each remote
 * exposes ./runtime-identity, which tells whether it shares the shell's React, stores and UI kit).
 */
function exposeForSupport(modules: { container: string }[]): void {
  (window as unknown as { lrpPortal: unknown }).lrpPortal = {
    loadExposed: (container: string, expose: string) => {
      if (!modules.some((m) => m.container === container))
        return Promise.reject(new Error(`${container} is not offered in this county`));
      return loadRemote(exposedId(container, expose));
    },
  };
}
