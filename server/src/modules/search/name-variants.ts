import type { NameMatch } from '@lrp/contract';
import { sql, type SQL } from 'drizzle-orm';
import { normalizeName } from '../../lib/normalize';
import { NICKNAME_GROUPS } from './nicknames';

/*
 * Names as people write them (the name search's "Match" option): with variants, a last name is also looked for as
 * its Mc/Mac and St./Saint forms, and a first name as its nicknames and full forms (nicknames.ts); "sounds like"
 * adds the surnames that sound like it by Double Metaphone (fuzzystrmatch, in the database) and are spelled close to
 * it (a Levenshtein distance of at most a third of its letters, 2 at least: Double Metaphone keeps four sounds, so
 * ANDERSON and ANDREWS share one, and the spelling tells them apart). The results mark the rows found only by a
 * variant (search-service.ts).
 */

const SAINT_WORDS = new Set(['ST', 'SAINT']);
const SAINTE_WORDS = new Set(['STE', 'SAINTE']);

/** The normalized last-name prefixes a name is looked for under: the name as typed first. */
export function lastNamePrefixes(typed: string, match: NameMatch): string[] {
  const exact = normalizeName(typed);
  if (match === 'EXACT' || exact === '') return [exact];
  const forms = new Set([exact]);
  if (/^MC[A-Z]{2}/.test(exact)) forms.add(`MAC${exact.slice(2)}`);
  if (/^MAC[A-Z]{2}/.test(exact)) forms.add(`MC${exact.slice(3)}`);
  // St. John, St John, Saint John (a word of its own: STEVENS is not a saint's name).
  const words = typed
    .toUpperCase()
    .split(/[\s.]+/)
    .filter(Boolean);
  if (words.length > 1) {
    const rest = normalizeName(words.slice(1).join(''));
    const group = SAINT_WORDS.has(words[0])
      ? SAINT_WORDS
      : SAINTE_WORDS.has(words[0])
        ? SAINTE_WORDS
        : null;
    for (const word of group ?? []) forms.add(`${word}${rest}`);
  }
  return [...forms];
}

const GROUPS_OF = new Map<string, Set<string>>();
for (const group of NICKNAME_GROUPS)
  for (const name of group) {
    const forms = GROUPS_OF.get(name) ?? new Set<string>();
    for (const other of group) forms.add(other);
    GROUPS_OF.set(name, forms);
  }

/** The other forms of a first name (whole names: BILL gives WILLIAM, WILL, BILLY...), none when it has none. */
export function firstNameForms(typed: string, match: NameMatch): string[] {
  if (match === 'EXACT') return [];
  const exact = normalizeName(typed);
  return [...(GROUPS_OF.get(exact) ?? [])].filter((name) => name !== exact);
}

/**
 * The distinct surnames that sound like `typed` and are spelled close to it: a walk of document_parties_sound_idx,
 * one probe per surname of each of its Double Metaphone codes.
 */
export function soundAlikeSurnames(typed: string): SQL {
  const name = normalizeName(typed);
  const walk = (code: SQL) => sql`(with recursive s(last) as (
      (select p.last_norm from document_parties p where dmetaphone(p.last_norm) = ${code}
        order by dmetaphone(p.last_norm), p.last_norm limit 1)
      union all
      select (select p.last_norm from document_parties p where dmetaphone(p.last_norm) = ${code} and p.last_norm > s.last
        order by dmetaphone(p.last_norm), p.last_norm limit 1)
      from s where s.last is not null
    ) select s.last from s where s.last is not null)`;
  const close = sql`levenshtein(u.last, ${name}) <= greatest(2, length(${name}) / 3)`;
  return sql`select u.last from (${walk(sql`dmetaphone(${name})`)} union ${walk(sql`dmetaphone_alt(${name})`)}) u(last) where ${close}`;
}
