import * as z from 'zod/mini';

/*
 * The portal's Content-Security-Policy has no 'unsafe-eval'. zod compiles object parsers with `new Function`
 * unless told not to (decided when a schema is made), and its probe for that is reported as a CSP violation even
 * though it is caught. The contract's index imports this module first, and @lrp/shared imports the contract
 * first, so every copy of zod a page holds (the contract is bundled by each package that uses it) is configured
 * before any schema is made. Only in a browser: the server keeps zod's compiled parsers (it validates every
 * reply), and no CSP applies there.
 */
if (typeof window !== 'undefined') z.config({ jitless: true });
