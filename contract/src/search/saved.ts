import '../zod';
import * as z from 'zod/mini';
import { boundedObjectSchema } from '../limits';
import { SEARCH_TYPE_KEYS } from '../search-types';

/*
 * Saved searches (issue 37): a signed-in person keeps a search's criteria under a name, runs it again in one click
 * and shares it as a link that opens the same criteria (the viewer's own permissions and charges apply). Saving
 * under a name already used replaces that saved search.
 */
export const SAVED_SEARCH_LIMITS = { name: 60, perUser: 50 } as const;

export const savedSearchSchema = z.object({
  id: z.int(),
  name: z.string(),
  type: z.enum(SEARCH_TYPE_KEYS),
  criteria: z.record(z.string(), z.unknown()),
  savedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** POST search/savedSearches: the criteria are checked against the search type's own schema. */
export const savedSearchCreateSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(SAVED_SEARCH_LIMITS.name)),
  type: z.enum(SEARCH_TYPE_KEYS),
  criteria: boundedObjectSchema(60),
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;
