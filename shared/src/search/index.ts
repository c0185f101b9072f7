// @lrp/shared/search: the search area's contract and calls (the 15 search types, their criteria, results and
// details). A singleton of its own, downloaded by the search screens and the settings that name search types.
export { SEARCH_TYPE_KEYS, SEARCH_TYPES } from '../contract/search-types';
export type { SearchTypeKey } from '../contract/search-types';
