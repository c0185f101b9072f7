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

/** The five start-up helper-data calls (spec 1 §7; their paths are ours to name). */
export const HELPER_DATA_CALLS = {
  countyConfiguration: 'helperdata/countyConfiguration',
  codeDescriptions: 'helperdata/codeDescriptions',
  instrumentCodes: 'helperdata/instrumentCodes',
  productVersions: 'helperdata/productVersions',
  notableDates: 'helperdata/notableDates',
} as const;

export const loginPageParagraphsSchema = z.object({ paragraphs: z.array(paragraphSchema) });
export const loginPageSlidesSchema = z.object({ numberOfSlides: z.int().check(z.minimum(1), z.maximum(6)) });

export const LOGIN_SLIDES_MAX = 6;
export const LOGIN_SLIDE_INTERVAL_MS = 30000;
export const LOGIN_LINK_ROWS = 12;
