import { HELPER_DATA_CALLS, PRODUCT_CONFIG_PATH } from '@lrp/contract';
import type { namedResultListSchema, portalModulesSchema, ProductConfig } from '@lrp/contract';
import { callApi, fetchStaticJson, type Out } from './client';

const PRODUCT_CONFIG_KEYS = [
  'COUNTY_DIRECTORY',
  'BROWSER_ROUTER_BASENAME',
  'SERVER_URL',
  'CARD_PAYMENT_PAGE_URL',
  'CARD_SCRIPT_URL',
  'PRODUCT_VERSION',
] as const;

/**
 * The start-up configuration file under the county directory, relative to the page's base. It is a static
 * file a county edits, so its fields are checked here (the API's replies are checked by the server).
 */
export async function fetchProductConfig(base: string): Promise<ProductConfig> {
  const config = await fetchStaticJson<Record<string, unknown>>(`${base}${PRODUCT_CONFIG_PATH}`);
  const missing = PRODUCT_CONFIG_KEYS.filter((key) => typeof config[key] !== 'string');
  if (missing.length > 0) throw new Error(`${PRODUCT_CONFIG_PATH} lacks ${missing.join(', ')}`);
  return config as ProductConfig;
}

/** The modules this county offers, with their manifests, mounts and navigation. */
export const fetchPortalModules = () =>
  callApi<Out<typeof portalModulesSchema>>('get', 'portal/modules');

/** One of the five start-up helper-data calls. */
export const fetchHelperData = (kind: keyof typeof HELPER_DATA_CALLS) =>
  callApi<Out<typeof namedResultListSchema>>('get', HELPER_DATA_CALLS[kind]);
