import type { ApiEnvelope, CodedMessage } from '@lrp/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { MESSAGES, ruleWords, VALIDATION } from '../messages';

/** An answer the server means to give: its status and the message a person reads (coded, for translation). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly coded: CodedMessage,
    readonly content: unknown = null,
  ) {
    super(coded.message);
    this.name = 'ApiError';
  }
}

/** A refusal naming one field, the way validation failures answer: the message and `content.fieldMessages`. */
export function fieldError(field: string, coded: CodedMessage, statusCode = 400): ApiError {
  return new ApiError(statusCode, coded, fieldContent({ [field]: coded }));
}

/**
 * A refusal naming its fields the way the schema's validation does: "Plat: A valid plat required." as the
 * message, and each field's message in the content.
 */
export function fieldsRefused(fields: Record<string, CodedMessage>): ApiError {
  const details = Object.entries(fields)
    .map(([field, coded]) => `${humanize(field)}: ${coded.message}`)
    .join(' ');
  return new ApiError(400, VALIDATION.summary({ details }), fieldContent(fields));
}

/** A refusal's content for its fields: the English per field (`fieldErrors`) and the coded messages. */
export function fieldContent(fields: Record<string, CodedMessage>): {
  fieldErrors: Record<string, string>;
  fieldMessages: Record<string, CodedMessage>;
} {
  return {
    fieldErrors: Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, m.message])),
    fieldMessages: fields,
  };
}

/**
 * A bounded queue of heavy work is full (page images and PDFs, password hashing): 503 with Retry-After, so a
 * client tries again in a moment instead of the request waiting behind everyone else's.
 */
export class ServerBusyError extends ApiError {
  constructor(readonly retryAfterSeconds = 2) {
    super(503, MESSAGES.serverBusy);
    this.name = 'ServerBusyError';
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The county's userLockout.lockoutInPlace, read once per request (see `lockoutOf`). */
    lockoutPromise: Promise<boolean> | null;
  }
  interface FastifyReply {
    /** The success envelope around `content`. */
    ok<T>(content: T, message?: CodedMessage | null): Promise<ApiEnvelope<T>>;
    /** Sends a failure envelope with this status. */
    fail(statusCode: number, message: CodedMessage, content?: unknown): Promise<FastifyReply>;
  }
}

/** The county's userLockout.lockoutInPlace (false when it cannot be read: the envelope still goes out). */
export function countyLockout(app: Pick<FastifyInstance, 'countyConfig'>): Promise<boolean> {
  return app.countyConfig
    .get('userLockout')
    .then((g) => g.lockoutInPlace)
    .catch(() => false);
}

export function lockoutOf(request: FastifyRequest): Promise<boolean> {
  request.lockoutPromise ??= countyLockout(request.server);
  return request.lockoutPromise;
}

export async function envelope<T>(
  request: FastifyRequest,
  ok: boolean,
  message: CodedMessage | null,
  content: T,
): Promise<ApiEnvelope<T>> {
  return {
    ok,
    message: message?.message ?? null,
    code: message?.code ?? null,
    params: message?.params ?? null,
    lockout: await lockoutOf(request),
    content,
  };
}

const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type Issue = {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
};

function valueAt(root: unknown, segments: string[]): unknown {
  let value = root;
  for (const s of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[s];
  }
  return value;
}

/** An issue's message, coded: our own rules' messages by their catalog code, zod's generic checks said for a person. */
function issueMessage(issue: Issue, value: unknown): CodedMessage {
  const text = issue.message ?? '';
  const params = issue.params ?? {};
  // Our own rules (refinements, messages given to checks) speak to a person already: their catalog code.
  if (issue.keyword === 'custom' || !/^(Invalid|Too big|Too small|Expected)/.test(text))
    return ruleWords(text);
  switch (issue.keyword) {
    case 'invalid_type':
      return value === undefined || value === null
        ? VALIDATION.required
        : params.expected === 'array'
          ? VALIDATION.mustBeList
          : VALIDATION.mustBeType({ type: String(params.expected) });
    case 'too_big':
      return params.origin === 'string'
        ? VALIDATION.maxLength({ n: Number(params.maximum) })
        : VALIDATION.max({ n: Number(params.maximum) });
    case 'too_small':
      return params.origin === 'string'
        ? Number(params.minimum) <= 1
          ? VALIDATION.required
          : VALIDATION.minLength({ n: Number(params.minimum) })
        : VALIDATION.min({ n: Number(params.minimum) });
    case 'invalid_value':
      return Array.isArray(params.values)
        ? VALIDATION.oneOf({ values: params.values.map(String).join(', ') })
        : VALIDATION.notAllowed;
    default:
      return VALIDATION.notValid;
  }
}

/**
 * How much a refusal says: the first fields and a short text for each. A body of thousands of bad values (a list
 * of 120,000 zeros once answered 6.4 MB of messages) is refused in a reply of a few kilobytes.
 */
export const VALIDATION_REPLY_LIMITS = { fields: 20, messageLength: 200 } as const;

const clip = (text: string) =>
  text.length > VALIDATION_REPLY_LIMITS.messageLength
    ? `${text.slice(0, VALIDATION_REPLY_LIMITS.messageLength - 1)}…`
    : text;

/** A message and its values held to the reply's limit, its code kept. */
const clipped = (coded: CodedMessage): CodedMessage => ({
  ...coded,
  message: clip(coded.message),
  params: coded.params
    ? Object.fromEntries(
        Object.entries(coded.params).map(([k, v]) => [k, typeof v === 'string' ? clip(v) : v]),
      )
    : null,
});

/** "Username: Required. Password: Required." and the same per field, for forms (the first fields only). */
export function describeValidation(
  issues: Issue[],
  input: unknown,
): { message: CodedMessage; fieldMessages: Record<string, CodedMessage> } {
  const fieldMessages: Record<string, CodedMessage> = {};
  const lines: string[] = [];
  for (const issue of issues) {
    if (lines.length >= VALIDATION_REPLY_LIMITS.fields) break;
    const segments = (issue.instancePath ?? '').split('/').filter(Boolean);
    if (segments.length === 0) {
      lines.push(MESSAGES.bodyNotObject.message);
      continue;
    }
    const coded = clipped(issueMessage(issue, valueAt(input, segments)));
    const field = clip(segments.join('.'));
    if (fieldMessages[field]) continue;
    fieldMessages[field] = coded;
    const label = [...segments].reverse().find((s) => !/^\d+$/.test(s)) ?? field;
    lines.push(`${clip(humanize(label))}: ${coded.message}`);
  }
  return { message: VALIDATION.summary({ details: lines.join(' ') }), fieldMessages };
}

const CLIENT_ERROR_MESSAGES: Record<string, CodedMessage> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.bodyNotObject,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
};

/**
 * Every reply is the envelope `{ ok, message, lockout, content }`: `reply.ok()` for success, and one error
 * handler for the rest (validation 400 with per-field messages, our ApiErrors, other client errors, 500).
 */
export default globalPlugin('envelope', async (app: FastifyInstance) => {
  app.decorateRequest('lockoutPromise', null);

  app.decorateReply('ok', function <
    T,
  >(this: FastifyReply, content: T, message: CodedMessage | null = null) {
    return envelope(this.request, true, message, content);
  });

  app.decorateReply(
    'fail',
    async function (
      this: FastifyReply,
      statusCode: number,
      message: CodedMessage,
      content: unknown = null,
    ) {
      return this.code(statusCode).send(await envelope(this.request, false, message, content));
    },
  );

  app.setErrorHandler(async (error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error instanceof ServerBusyError)
        reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.fail(error.statusCode, error.coded, error.content);
    }
    if (error.validation) {
      const input = request[(error.validationContext ?? 'body') as 'body'];
      const { message, fieldMessages } = describeValidation(error.validation as Issue[], input);
      return reply.fail(400, message, fieldContent(fieldMessages));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.fail(429, MESSAGES.tooManyRequests);
    if (status >= 400 && status < 500) {
      return reply.fail(
        status,
        CLIENT_ERROR_MESSAGES[error.code] ?? MESSAGES.requestRefused({ detail: error.message }),
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.fail(500, MESSAGES.unexpected);
  });
});
