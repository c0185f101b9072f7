import './zod';
import * as z from 'zod/mini';
import { codeDescriptionSchema, paragraphSchema } from './envelope';

/** A helper-data reply: a named result list, each entry holding base content or a code/description list. */
export const namedResultSchema = z.object({
  name: z.string(),
  baseContent: z.optional(z.unknown()),
  codeDescriptionResults: z.optional(z.array(codeDescriptionSchema)),
});
export type NamedResult = z.infer<typeof namedResultSchema>;
export const namedResultListSchema = z.object({ results: z.array(namedResultSchema) });
export type NamedResultList = z.infer<typeof namedResultListSchema>;

export const loginPageParagraphsSchema = z.object({ paragraphs: z.array(paragraphSchema) });
export const loginPageSlidesSchema = z.object({
  numberOfSlides: z.int().check(z.minimum(1), z.maximum(6)),
});
