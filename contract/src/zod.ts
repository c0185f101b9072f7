import * as z from 'zod/mini';

/*
 * zod/mini configured before the contract makes any schema: every schema module imports this module first. The
 * portal's Content-Security-Policy has no 'unsafe-eval'; zod compiles object parsers with `new Function` unless told not to (decided when a schema is
 * made), and its probe for that is reported as a CSP violation even though it is caught. Because each schema
 * module imports this one, every copy of zod a page holds (the contract is bundled by each package that uses it,
 * and webpack keeps only the modules used) is configured before any schema is made. Only in a browser: the server
 * keeps zod's compiled parsers (it validates every reply), and no CSP applies there.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
