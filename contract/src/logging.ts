import './zod';
import * as z from 'zod/mini';

/** The most entries one logging call carries, and the longest message and context kept. */
export const CLIENT_LOG_LIMITS = { entries: 20, message: 2000, context: 500 } as const;

export const CLIENT_LOG_LEVELS = ['error', 'warn'] as const;
export type ClientLogLevel = (typeof CLIENT_LOG_LEVELS)[number];

/** One problem the browser saw: a failed start-up step, a module that did not load, an uncaught error. */
export const clientLogEntrySchema = z.object({
  level: z.enum(CLIENT_LOG_LEVELS),
  message: z.string().check(z.maxLength(CLIENT_LOG_LIMITS.message)),
  context: z.optional(z.string().check(z.maxLength(CLIENT_LOG_LIMITS.context))),
  at: z.string().check(z.maxLength(40)),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;

/** POST logging/client (spec 1 §7, the logging transport): a batch of entries, accepted before sign-in too. */
export const clientLogRequestSchema = z.object({
  entries: z
    .array(clientLogEntrySchema)
    .check(z.minLength(1), z.maxLength(CLIENT_LOG_LIMITS.entries)),
});
export type ClientLogRequest = z.infer<typeof clientLogRequestSchema>;
