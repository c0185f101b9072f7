/** Where the shell finds the product configuration: the county directory, served next to index.html. */
export const PRODUCT_CONFIG_PATH = 'county/product-config.json';

/** Modules a county cannot switch off: without them nobody could sign in, or switch a module back on. */
export const ESSENTIAL_MODULES: readonly string[] = ['mfe-auth', 'mfe-admin'];
