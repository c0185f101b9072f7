import type { NameMatch } from '@lrp/contract';
import { sql, type SQL } from 'drizzle-orm';
import { firstNameForms, lastNamePrefixes, soundAlikeSurnames } from './name-variants';
import { and, startsWith, textArray } from './sql';

/*
 * How a party row (`p`, document_parties) matches a name of a search form: prefix on the normalized last and first
 * names, the middle initial, the side (grantor, grantee or both); with variants, the last name's other forms and
 * the first name's nicknames, and with "sounds like" the surnames that sound alike (name-variants.ts).
 */

export type NameFields = {
  last: string;
  first: string;
  middle: string;
  searchIn: 'BOTH' | 'GRANTORS' | 'GRANTEES';
  match: NameMatch;
};

/** The last name's condition: its prefix, or one of its forms' prefixes or sound-alike surnames. */
export function lastNameCondition(name: NameFields): SQL {
  const parts = lastNamePrefixes(name.last, name.match).map((prefix) =>
    startsWith(sql`p.last_norm`, prefix),
  );
  if (name.match === 'SOUNDS_LIKE')
    parts.push(sql`p.last_norm = any(array(${soundAlikeSurnames(name.last)}))`);
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

function firstNameCondition(name: NameFields): SQL | null {
  if (!name.first.trim()) return null;
  const typed = startsWith(sql`p.first_norm`, name.first);
  const forms = firstNameForms(name.first, name.match);
  return forms.length ? sql`(${typed} or p.first_norm = any(${textArray(forms)}))` : typed;
}

/** Conditions on a party row `p` for one name, but for the last name. */
export function otherConditions(name: NameFields, shared: SQL | null): SQL {
  return and(
    firstNameCondition(name),
    name.middle.trim() ? sql`p.middle_initial = ${name.middle.trim().toUpperCase()}` : null,
    name.searchIn === 'GRANTORS'
      ? sql`p.is_grantor`
      : name.searchIn === 'GRANTEES'
        ? sql`not p.is_grantor`
        : null,
    shared,
  );
}

/** Every condition on a party row `p` for one name. */
export const allConditions = (name: NameFields, shared: SQL | null) =>
  and(lastNameCondition(name), otherConditions(name, shared));
