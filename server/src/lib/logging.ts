import type { FastifyRequest } from 'fastify';

/*
 * What the log may hold. Secrets never reach it: pino's redaction blanks cookies, the authorization and CSRF
 * headers and every field named like a password, card field, ticket or token wherever a log call puts it; the
 * request line masks the tickets in e-mailed links (/passwordReset/<ticket>); and errors are copied field by
 * field, so a failed query's parameters (e-mail addresses, tickets) and a database error's `detail` (the
 * conflicting value) are left out.
 */

export const REDACTED = '[redacted]';

/** Field names whose values are never logged, at any of the first three levels of a log object. */
const SECRET_FIELDS = [
  'password',
  'passwordConfirm',
  'passwordHash',
  'landSharkOneDbPassword',
  'cardNumber',
  'cvv',
  'expiry',
  'ticket',
  'token',
  'csrf',
  'cookie',
  'authorization',
];

/** Header names whose values are never logged, wherever a log call puts the headers. */
const SECRET_HEADERS = ['x-csrf-token', 'set-cookie'];

export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  ...SECRET_HEADERS.flatMap((header) =>
    ['headers', 'req.headers', 'res.headers', 'request.headers'].map((at) => `${at}["${header}"]`),
  ),
];

/** Page URLs that carry a ticket in their path (the links the portal e-mails). */
const TICKET_IN_PATH = /\/(CompleteRegistration|passwordReset|login\/link)\/[^/?#]+/gi;

export function maskUrl(url: string): string {
  return url.replace(TICKET_IN_PATH, `/$1/${REDACTED}`);
}

/** The request line pino writes with every request: no headers, no body, tickets masked. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Database error fields worth keeping: the kind of failure, never the values (`detail`, `where`, parameters). */
const SAFE_ERROR_FIELDS = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'dataType',
  'routine',
  'statusCode',
  'validationContext',
];

/** drizzle's "Failed query: <sql>\nparams: <values>": the SQL stays (its values are placeholders), the values go. */
const maskParams = (text: string) => text.replace(/^params: .*$/gm, `params: ${REDACTED}`);
/** PostgreSQL quotes the offending value in some messages (`invalid input syntax for type integer: "..."`). */
const maskQuotedValue = (text: string) => text.replace(/(: )"[^"\n]*"/g, `$1"${REDACTED}"`);

type LoggedError = {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
};

/** An error as the log shows it, with its causes (a failed query's cause is the database's own error). */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error))
    return { type: typeof err, message: maskQuotedValue(maskParams(String(err))), stack: '' };
  const fromDatabase = typeof (err as { code?: unknown }).code === 'string' && 'severity' in err;
  const mask = (text: string) =>
    fromDatabase ? maskQuotedValue(maskParams(text)) : maskParams(text);
  const logged: LoggedError = {
    type: err.constructor?.name ?? 'Error',
    message: mask(err.message),
    stack: mask(err.stack ?? ''),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (value !== undefined && value !== null && typeof value !== 'object') logged[field] = value;
  }
  if (err.cause !== undefined && depth < 5) logged.cause = serializeError(err.cause, depth + 1);
  return logged;
}
