import { sql, type SQL } from 'drizzle-orm';
import { and, startsWith } from './sql';

/*
 * How a party row (`p`, document_parties) matches a name of a search form: prefix on the normalized last and first
 * names, the middle initial, the side (grantor, grantee or both).
 */

export type NameFields = {
  last: string;
  first: string;
  middle: string;
  searchIn: 'BOTH' | 'GRANTORS' | 'GRANTEES';
};

/** Conditions on a party row `p` for one name, but for the last name's prefix. */
export function otherConditions(name: NameFields, shared: SQL | null): SQL {
  return and(
    name.first.trim() ? startsWith(sql`p.first_norm`, name.first) : null,
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
  and(startsWith(sql`p.last_norm`, name.last), otherConditions(name, shared));
