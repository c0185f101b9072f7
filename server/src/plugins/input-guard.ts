import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { MESSAGES } from '../messages';
import { ApiError, fieldError } from './envelope';

/** NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its partner (not Unicode at all). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const hasBadText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

type Visit = { value: unknown; key: string | null; parent: Visit | null };

const pathOf = (visit: Visit, key?: string): string => {
  const keys = key === undefined ? [] : [key];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The path (`email`, `rates.2.cost`) of the first string, or object key, in `value` that holds bad text, or null.
 * Walks with its own stack and parent links: a body nested a million levels deep costs neither the call stack
 * nor a copy of its path per level.
 */
export function findBadText(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    if (typeof visit.value === 'string') {
      if (hasBadText(visit.value)) return pathOf(visit);
    } else if (ArrayBuffer.isView(visit.value)) {
      continue; // an upload's bytes are not text
    } else if (visit.value !== null && typeof visit.value === 'object') {
      for (const [key, child] of Object.entries(visit.value)) {
        if (hasBadText(key)) return pathOf(visit, key);
        stack.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * One check for every route, before its schema: no string in the body, the query or the path parameters may
 * hold NUL or a lone surrogate. PostgreSQL refuses both (`invalid byte sequence for encoding "UTF8": 0x00`, a
 * JSON `\ud800`), which used to surface as a 500; now it is a 400 naming the field.
 */
export default globalPlugin('input-guard', async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findBadText(part);
      if (field === null) continue;
      throw field ? fieldError(field, MESSAGES.badText) : new ApiError(400, MESSAGES.badText);
    }
  });
});
