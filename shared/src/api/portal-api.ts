import { z } from 'zod';
import {
  HELPER_DATA_CALLS,
  modulesConfigSchema,
  namedResultListSchema,
  portalModulesSchema,
  PRODUCT_CONFIG_PATH,
  productConfigSchema,
} from '../contract';
import { callApi, fetchStaticJson } from './client';

/** The start-up configuration file under the county directory, relative to the page's base. */
export const fetchProductConfig = (base: string) => fetchStaticJson(`${base}${PRODUCT_CONFIG_PATH}`, productConfigSchema);

/** The modules this county offers, with their manifests, mounts and navigation. */
export const fetchPortalModules = () => callApi('get', 'portal/modules', portalModulesSchema);

/** One of the five start-up helper-data calls. */
export const fetchHelperData = (kind: keyof typeof HELPER_DATA_CALLS) =>
  callApi('get', HELPER_DATA_CALLS[kind], namedResultListSchema);

export const fetchModulesConfig = () => callApi('get', 'controlPanel/countyConfig/modules', modulesConfigSchema);
export const saveModulesConfig = (config: z.infer<typeof modulesConfigSchema>) =>
  callApi('post', 'controlPanel/countyConfig/modules', modulesConfigSchema, config);
