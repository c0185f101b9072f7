import { countyFlag, type PublicCountyConfig } from '@lrp/shared';
import { SEARCH_TYPES, type SearchTypeKey } from '@lrp/contract';

export interface SearchMenuEntry {
  key: SearchTypeKey;
  label: string;
  special: boolean;
}

/** The label of a search type with the county's book and Torrens labels filled in. */
export function searchTypeLabel(key: SearchTypeKey, config: Partial<PublicCountyConfig>): string {
  const type = SEARCH_TYPES.find((t) => t.key === key)!;
  return type.label
    .replace('{{book}}', config.common?.bookLabel ?? 'Book')
    .replace('{{torrens}}', config.common?.torrensLabel ?? 'Torrens');
}

/**
 * The search menu (spec 2 §2): a type shows when the county enables it (Torrens types also need Torrens on)
 * and the user's search list includes it, sorted by name, split into the main list and Special Searches.
 */
export function buildSearchMenu(
  config: Partial<PublicCountyConfig>,
  searchList: readonly string[],
) {
  const entries: SearchMenuEntry[] = SEARCH_TYPES.filter(
    (type) =>
      countyFlag(config, `search.${type.setting}`) &&
      (!type.torrens || config.search2?.torrens === true) &&
      searchList.includes(type.key),
  )
    .map((type) => ({
      key: type.key,
      label: searchTypeLabel(type.key, config),
      special: type.special,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return { main: entries.filter((e) => !e.special), special: entries.filter((e) => e.special) };
}

/** The county's default search if the user may use it, else the first one they may. */
export function defaultSearchKey(
  config: Partial<PublicCountyConfig>,
  menu: ReturnType<typeof buildSearchMenu>,
): SearchTypeKey | null {
  const all = [...menu.main, ...menu.special];
  const preferred = config.search?.defaultSearch;
  return all.find((e) => e.key === preferred)?.key ?? all[0]?.key ?? null;
}
