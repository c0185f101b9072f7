import type { CodeDescription } from '../envelope';
import { SEARCH_FIELD_LIMITS } from './constants';

/** A plat as the type-ahead and the Full List picker show it. */
export type Plat = { code: string; number: string; name: string };

/**
 * The plats from helper data: `platNumbers` and `platNames` are code/description lists keyed by the plat's
 * code (spec 2 §3 "plats, plat names, plat numbers").
 */
export function platsFromLists(
  platNumbers: readonly CodeDescription[],
  platNames: readonly CodeDescription[],
): Plat[] {
  const names = new Map(platNames.map((p) => [p.code, p.description]));
  return platNumbers.map((p) => ({
    code: p.code,
    number: p.description,
    name: names.get(p.code) ?? '',
  }));
}

/**
 * The plat type-ahead (spec 2 §4): nothing until 2 characters are typed, then the plats whose number or name
 * (whichever field is typed in) starts with the text, ignoring case. No match is 'No matching plat found.'; one
 * match selects it; several open the list.
 */
export function matchingPlats(
  plats: readonly Plat[],
  typed: string,
  by: 'number' | 'name',
): Plat[] | null {
  const prefix = typed.trim().toLowerCase();
  if (prefix.length < SEARCH_FIELD_LIMITS.platTypeAheadMin) return null;
  return plats.filter((p) => p[by].toLowerCase().startsWith(prefix));
}
