import { SEARCH_TYPES, type SearchTypeKey } from '@lrp/contract';
import type { UserRow } from '../../db/schema';
import type { FullCountyConfig } from '../countyConfig/repository';
import { SEARCH_SERVER_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { searchListFrom } from '../currentUser/service';

/**
 * A search runs only when the county offers it (Search 1; the Torrens searches also need Torrens on in
 * Search 2) and it is in the user's search list (the account's page access); otherwise 403.
 */
export function checkSearchAccess(
  user: UserRow,
  type: SearchTypeKey,
  { search, search2 }: Pick<FullCountyConfig, 'search' | 'search2'>,
  pageFlags: Record<string, boolean>,
): void {
  const definition = SEARCH_TYPES.find((t) => t.key === type)!;
  const offered =
    (search as Record<string, unknown>)[definition.setting] === true &&
    (!definition.torrens || search2.torrens);
  if (
    !offered ||
    !searchListFrom(user, search.searchAccess as 'configurable' | 'same', pageFlags).includes(type)
  ) {
    throw new ApiError(403, SEARCH_SERVER_MESSAGES.searchNotOffered);
  }
}
