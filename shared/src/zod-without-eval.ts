import * as z from 'zod/mini';

/*
 * The portal's Content-Security-Policy has no 'unsafe-eval'. zod compiles object parsers with `new Function`
 * unless told not to, and its probe for that is reported as a CSP violation even though it is caught. This
 * module is the first import of @lrp/shared in the browser, so it runs before any schema is parsed. (The server
 * imports @lrp/shared/contract only, and keeps the compiled parsers.)
 */
z.config({ jitless: true });
