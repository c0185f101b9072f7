/*
 * How many bytes a request body may have. A body is read and parsed before its schema can refuse it, so the
 * limit is what a stranger can make the server parse: small by default, larger only on the routes whose largest
 * valid body needs it (request-limits.test.ts checks that every route takes the largest body its schema allows).
 */

/** Every route's limit unless it declares its own: the largest body a form sends is a few kilobytes. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** The county's tables (the notable-dates card): up to 40 rows of 10 cells, in any script. */
export const TABLE_BODY_LIMIT = 256 * 1024;
