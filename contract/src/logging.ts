import './zod';
import * as z from 'zod/mini';

import { CLIENT_LOG_LEVELS, CLIENT_LOG_LIMITS } from './logging-limits';

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
