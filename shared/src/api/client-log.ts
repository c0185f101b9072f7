import { CLIENT_LOG_LIMITS, type ClientLogEntry, type ClientLogLevel } from '@lrp/contract';
import { postQuietly } from './client';

/** How long entries wait to travel together, and the most one page sends (a page in a loop stays quiet). */
const BATCH_MS = 2000;
const MAX_PER_PAGE = 200;

const queue: ClientLogEntry[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let sent = 0;

function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length > 0)
    postQuietly('logging/client', { entries: queue.splice(0, CLIENT_LOG_LIMITS.entries) });
}

/**
 * The logging transport (spec 1 §7): a problem the browser saw goes to the console and, batched, to the server's
 * log (POST logging/client), never blocking the user; a failure to send it is ignored.
 */
export function logClientProblem(level: ClientLogLevel, message: string, context?: string): void {
  (level === 'error' ? console.error : console.warn)(
    `[portal] ${context ? `${context}: ` : ''}${message}`,
  );
  if (sent >= MAX_PER_PAGE) return;
  sent += 1;
  queue.push({
    level,
    message: message.slice(0, CLIENT_LOG_LIMITS.message),
    context: context?.slice(0, CLIENT_LOG_LIMITS.context),
    at: new Date().toISOString(),
  });
  if (queue.length >= CLIENT_LOG_LIMITS.entries) flush();
  else timer ??= setTimeout(flush, BATCH_MS);
}

/** Sends what is waiting now (the page is being hidden or left). */
export const flushClientLog = flush;

/** What an error says, for the log. */
export const describeError = (error: unknown) =>
  error instanceof Error
    ? `${error.name}: ${error.message}${error.stack ? `\n${error.stack}` : ''}`
    : String(error);
