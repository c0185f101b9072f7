import type { FastifyReply } from 'fastify';
import type { CodedMessage } from '@lrp/contract';
import * as z from 'zod/mini';
import { envelope } from '../plugins/envelope';

/*
 * A success envelope whose one list is already JSON text: the results rows of a search, which PostgreSQL keeps as
 * JSON (search/document-listing.ts) and which would cost more to parse, check and print again than everything
 * else in the call. The rest of the envelope is checked against the route's schema and printed as usual; the
 * list's text goes in its place untouched. Whoever makes that text checks it against the contract.
 */

/** Sends `content` (whose list under `listKey` is `[]`) in the success envelope, with `listJson` as that list. */
export async function sendWithJsonList<T>(
  reply: FastifyReply,
  schema: z.ZodMiniType,
  content: T,
  message: CodedMessage | null,
  listKey: string,
  listJson: string,
): Promise<FastifyReply> {
  const text = JSON.stringify(
    z.encode(schema, await envelope(reply.request, true, message, content)),
  );
  // Inside a JSON string every quote is escaped, so the key with its empty list appears once, as the key itself.
  const empty = `${JSON.stringify(listKey)}:[]`;
  const at = text.indexOf(empty);
  if (at < 0 || text.includes(empty, at + 1))
    throw new Error(`one empty "${listKey}" expected in the reply`);
  const listAt = at + empty.length - 2;
  return reply
    .type('application/json; charset=utf-8')
    .send(text.slice(0, listAt) + listJson + text.slice(listAt + 2));
}
