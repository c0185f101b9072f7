import './zod';
import * as z from 'zod/mini';
import type { AnySchema } from './rules';

/** Every API reply: `{ ok, message, lockout, content }` (spec 1 §3). */
export const envelopeSchema = <T extends AnySchema>(content: T) =>
  z.object({
    ok: z.boolean(),
    message: z.nullable(z.string()),
    lockout: z.boolean(),
    content: content,
  });

export type ApiEnvelope<T> = { ok: boolean; message: string | null; lockout: boolean; content: T };

export const codeDescriptionSchema = z.object({ code: z.string(), description: z.string() });
export type CodeDescription = z.infer<typeof codeDescriptionSchema>;

export const paragraphSchema = z.object({ heading: z.string(), paragraphContent: z.string() });
export type Paragraph = z.infer<typeof paragraphSchema>;
