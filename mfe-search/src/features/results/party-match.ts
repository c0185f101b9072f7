import type { ResultsSearch } from './results-store';

/** A name the search asked for (spec 2 §3 criteria), normalized, and the side of the record it was looked up in. */
export type NameTerm = { last: string; first: string; side: 'BOTH' | 'GRANTORS' | 'GRANTEES' };

/** "O'Brien, José" -> "OBRIENJOSE": the server's own rule (diacritics, case and punctuation do not matter). */
const normalizeName = (value: string): string =>
  value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

const text = (value: unknown) => (typeof value === 'string' ? normalizeName(value) : '');
const side = (value: unknown): NameTerm['side'] =>
  value === 'GRANTORS' || value === 'GRANTEES' ? value : 'BOTH';

/**
 * The names a search looked for: a name search's one or two names (searched in BOTH, GRANTORS or GRANTEES),
 * the optional grantor/grantee of a legal description search, a grantor-grantee book's name, a tax lien's
 * taxpayer. None for the other searches.
 */
export function nameTerms(search: ResultsSearch): NameTerm[] {
  const c = search.criteria;
  const terms: NameTerm[] = [];
  const add = (last: unknown, first: unknown, searchIn: unknown) => {
    if (text(last)) terms.push({ last: text(last), first: text(first), side: side(searchIn) });
  };
  switch (search.type) {
    case 'searchByName':
      add(c.grantorGranteeLastName1, c.grantorGranteeFirstName1, c.grantorGranteeSearchIn);
      add(c.grantorGranteeLastName2, c.grantorGranteeFirstName2, c.grantorGranteeSearchIn);
      break;
    case 'searchByLegalDescription':
      add(c.grantorGranteeLastName, c.grantorGranteeFirstName, 'BOTH');
      break;
    case 'searchByGrantorGranteeBook':
      add(c.grantorGranteeLastName, '', c.grantorGranteeSearchIn);
      break;
    case 'searchByTaxLien':
      if (c.searchByTaxLienMethod === 'TAXPAYER') add(c.taxpayerName, c.taxpayerFirstName, 'BOTH');
      break;
    default:
      break;
  }
  return terms;
}

/** A party as the rows carry it: split names when the row has them, else one display name. */
export type Party = { displayName?: string; name?: string; lastName?: string; firstName?: string };

/**
 * Whether a party is one the search looked for on this side: the last name starts with the searched last name
 * and, when a first name was searched, the first name starts with it (the server's prefix rule). A party with
 * only a display name ("SMITH, JOHN") is matched on that name: it starts with the last name, the first follows.
 */
export function partyMatches(
  party: Party,
  terms: readonly NameTerm[],
  on: 'GRANTORS' | 'GRANTEES',
): boolean {
  return terms.some((term) => {
    if (term.side !== 'BOTH' && term.side !== on) return false;
    if (party.lastName !== undefined) {
      return (
        normalizeName(party.lastName).startsWith(term.last) &&
        (!term.first || normalizeName(party.firstName ?? '').startsWith(term.first))
      );
    }
    const full = normalizeName(party.displayName ?? party.name ?? '');
    return (
      full.startsWith(term.last) &&
      (!term.first || full.slice(term.last.length).includes(term.first))
    );
  });
}

/** The parties with the ones the search looked for first (in their own order), and how many of them match. */
export function matchedFirst<P extends Party>(
  parties: readonly P[],
  terms: readonly NameTerm[],
  on: 'GRANTORS' | 'GRANTEES',
): { parties: P[]; matches: number } {
  if (terms.length === 0) return { parties: [...parties], matches: 0 };
  const hits = parties.filter((p) => partyMatches(p, terms, on));
  return { parties: [...hits, ...parties.filter((p) => !hits.includes(p))], matches: hits.length };
}
