import './zod';
import * as z from 'zod/mini';
import type { AnySchema } from './rules';

const messageValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * Every API reply: `{ ok, message, code, params, lockout, content }`. `message` is the English text (for logs and
 * clients that do not translate); `code` names it in the message catalog and `params` fills its template, so a
 * browser shows it in the user's language.
 */
export const envelopeSchema = <T extends AnySchema>(content: T) =>
  z.object({
    ok: z.boolean(),
    message: z.nullable(z.string()),
    code: z.nullable(z.string()),
    params: z.nullable(messageValuesSchema),
    lockout: z.boolean(),
    content: content,
  });

/** A message with its catalog code, where a reply's content carries words a browser translates. */
export const codedMessageSchema = z.object({
  code: z.string(),
  params: z.nullable(messageValuesSchema),
  message: z.string(),
});

export type ApiEnvelope<T> = {
  ok: boolean;
  message: string | null;
  code: string | null;
  params: Record<string, string | number> | null;
  lockout: boolean;
  content: T;
};

export const codeDescriptionSchema = z.object({ code: z.string(), description: z.string() });
export type CodeDescription = z.infer<typeof codeDescriptionSchema>;

export const paragraphSchema = z.object({ heading: z.string(), paragraphContent: z.string() });
export type Paragraph = z.infer<typeof paragraphSchema>;
