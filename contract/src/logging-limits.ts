// The browser log's limits and levels, apart from its schemas (logging.ts): the shell reads them without zod.

/** The most entries one logging call carries, and the longest message and context kept. */
export const CLIENT_LOG_LIMITS = { entries: 20, message: 2000, context: 500 } as const;

export const CLIENT_LOG_LEVELS = ['error', 'warn'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];
