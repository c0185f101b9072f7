import { z } from 'zod';

/*
 * Replies that are documents rather than envelopes (a PDF, a card page, a picture, a script), described for the
 * OpenAPI document: Fastify sends their bytes as they are; the schema only says what they are.
 */

/** The bytes of a file: a string of format binary in the document, a Buffer or a string to the route. */
const bytes = z.string().meta({ format: 'binary' }) as unknown as z.ZodType<Buffer | string>;

/** A binary file of this media type (a PDF, an image). */
export function fileReply(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: bytes } } };
}

/** A text document of this media type (an HTML page, a script). */
export function textReply(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.string() } } };
}

/** A file of this media type on success, or a JSON envelope when the call answers with data instead. */
export function fileOrJsonReply(mediaType: string, description: string, json: z.core.$ZodType) {
  return {
    description,
    content: { [mediaType]: { schema: bytes }, 'application/json': { schema: json } },
  };
}

/**
 * A request whose body is a file's bytes (an upload; the route's content-type parser hands over a Buffer): the
 * document says binary of at most `maxBytes`, the route refuses anything else (a JSON body, say) with `message`.
 */
export function fileBody(message: string, maxBytes: number) {
  return z
    .custom<Buffer>((value) => Buffer.isBuffer(value), message)
    .meta({ type: 'string', format: 'binary', maxLength: maxBytes });
}
