import {
  RESULTS_TRUNCATION,
  type NameMatch,
  type SearchCriteria,
  type SortDirection,
} from '@lrp/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { normalizeName } from '../../lib/normalize';
import { documentOrder, type Scope } from './document-plans';
import { lastNamePrefixes, soundAlikeSurnames } from './name-variants';
import { allConditions, otherConditions, type NameFields } from './party-conditions';
import { rowsAgain, withRiders, type SearchPlan } from './plan';
import { afterPrefix, and, codeFilter, direction, intArray, recordedBetween } from './sql';

/*
 * Search by Name, answered from the party table's indexes alone (index-only scans: their INCLUDE columns carry
 * the filters and the sort keys); only the page's documents are read afterwards.
 *
 * A last name is a prefix, so it matches every surname that starts with it (JOHNSON: JOHNSON, JOHNSONS,
 * JOHNSONE...). In document number order, the page is found without looking at every matching name: the
 * distinct surnames of the prefix are walked one index probe each (a loose index scan), each surname's names are
 * read in document number order from document_parties_name_order_idx until the page is full, and the few rows
 * this gives are merged. A common surname costs the page, not its 15,000 names. With a first name (a narrow
 * range of document_parties_name_idx) or in another order, the matching names are sorted (a top-N sort).
 *
 * A document named twice (both spouses, both sides) is kept once: its rows share its sort key, so they sit
 * together; twice the window is read and the duplicates dropped. Or unites the two names' rows, And keeps the
 * first name's rows whose document also names the second.
 */

/**
 * How many matching party rows the count looks at before it knows the result is truncated: first enough for a
 * common surname (its documents are about 0.7 of its rows: a deed or mortgage names both spouses), then three
 * times the truncation when that was not enough, then all of them. A truncated search reads 1,700 rows, not 3,000.
 */
const COUNT_PROBE = 1_700;
const COUNT_PROBE_AGAIN = 3 * RESULTS_TRUNCATION;

/** The distinct normalized surnames starting with `prefix`, one probe of document_parties_name_idx each. */
function surnames(prefix: string): SQL {
  const end = afterPrefix(prefix);
  return sql`(with recursive s(last) as (
      (select p.last_norm from document_parties p where p.last_norm ~>=~ ${prefix} and p.last_norm ~<~ ${end}
        order by p.last_norm using ~<~ limit 1)
      union all
      select (select p.last_norm from document_parties p where p.last_norm ~>~ s.last and p.last_norm ~<~ ${end}
        order by p.last_norm using ~<~ limit 1)
      from s where s.last is not null
    ) select s.last from s where s.last is not null)`;
}

/**
 * The first `n` rows of one name in document number order: each surname of the prefix read in that order from
 * document_parties_name_order_idx, `n` rows at most, the union sorted by the caller.
 */
function surnameMerge(name: NameFields, where: SQL, n: number, dir: SortDirection): SQL {
  const d = direction(dir);
  return sql`select m.doc_id, m.doc_number, m.recorded_at from ${surnameSet(name)} s(last)
    cross join lateral (select p.doc_id, p.doc_number, p.recorded_at from document_parties p
      where p.last_norm = s.last and ${where}
      order by p.doc_number ${d}, p.doc_id ${d} limit ${n}) m`;
}

/** The surnames a name's rows are merged from: its prefix's, its variants', and with "sounds like" the sound-alikes. */
function surnameSet(name: NameFields): SQL {
  const prefixes = lastNamePrefixes(name.last, name.match);
  if (prefixes.length === 1 && name.match !== 'SOUNDS_LIKE') return surnames(prefixes[0]);
  const sets = prefixes.map((prefix) => sql`select v.last from ${surnames(prefix)} v(last)`);
  if (name.match === 'SOUNDS_LIKE') sets.push(soundAlikeSurnames(name.last));
  return sql`(${sql.join(sets, sql` union `)})`;
}

/** The form's one or two names, matched as `match` says. */
function namesOf(
  c: SearchCriteria<'searchByName'>,
  match: NameMatch,
): { name1: NameFields; name2: NameFields | null } {
  const name1: NameFields = {
    last: c.grantorGranteeLastName1,
    first: c.grantorGranteeFirstName1,
    middle: c.grantorGranteeMiddleInitial1,
    searchIn: c.grantorGranteeSearchIn,
    match,
  };
  const name2: NameFields | null =
    normalizeName(c.grantorGranteeLastName2) !== ''
      ? {
          last: c.grantorGranteeLastName2,
          first: c.grantorGranteeFirstName2,
          middle: c.grantorGranteeMiddleInitial2,
          searchIn: c.grantorGranteeSearchIn,
          match,
        }
      : null;
  return { name1, name2 };
}

/**
 * Of the documents a name search with variants answered (`ids`), those found only by a variant or by sound: no
 * party names them as typed. Undefined for a search as typed.
 */
export async function variantOnly(
  db: Db,
  c: SearchCriteria<'searchByName'>,
  ids: number[],
): Promise<number[] | undefined> {
  if (c.nameMatch === 'EXACT') return undefined;
  if (ids.length === 0) return [];
  const { name1, name2 } = namesOf(c, 'EXACT');
  const exactly = (name: NameFields) =>
    sql`select p.doc_id from document_parties p where p.doc_id = any(${intArray(ids)}) and ${allConditions(name, null)}`;
  const query = !name2
    ? exactly(name1)
    : sql`(${exactly(name1)}) ${c.andOr === 'AND' ? sql`intersect` : sql`union`} (${exactly(name2)})`;
  const exact = new Set((await db.execute<{ doc_id: number }>(query)).rows.map((r) => r.doc_id));
  return ids.filter((id) => !exact.has(id));
}

export function namePlan(
  c: SearchCriteria<'searchByName'>,
  key: string,
  dir: SortDirection,
  scope: Scope,
): SearchPlan {
  const shared = and(
    recordedBetween(sql`p.recorded_at`, c.fromRecordedDate, c.toRecordedDate),
    codeFilter(sql`p.document_type`, c.documentType),
    codeFilter(sql`p.instrument_group`, c.instrumentGroup),
    scope.viewProtected ? null : sql`not p.judicial_protection`,
  );
  const { name1, name2 } = namesOf(c, c.nameMatch);
  const both = name2 && c.andOr === 'AND';
  const alsoNames = (other: NameFields) =>
    sql`p.doc_id in (select p.doc_id from document_parties p where ${allConditions(other, shared)})`;
  const parties = (name: NameFields) =>
    sql`select p.doc_id, p.doc_number, p.recorded_at from document_parties p where ${and(
      allConditions(name, shared),
      both ? alsoNames(name2) : null,
    )}`;
  const matched =
    name2 && !both ? sql`${parties(name1)} union all ${parties(name2)}` : parties(name1);
  const d = direction(dir);

  if (key === 'instrument' || key === 'book') {
    // These sort keys live on the documents: group the matches, join their documents, count with a window.
    const grouped = sql`select doc_id as id, count(*) over () as total from (${matched}) u group by doc_id`;
    return {
      page: (w) => sql`select m.id, m.total from (${grouped}) m join documents d on d.id = m.id
        order by ${documentOrder(key, dir)} limit ${w.limit} offset ${w.offset}`,
      count: () => null,
    };
  }

  const byRecordedDate = key === 'recordedDate';
  const order = byRecordedDate
    ? sql`recorded_at ${d}, doc_number ${d}, doc_id ${d}`
    : sql`doc_number ${d}, doc_id ${d}`;
  // Document number order of names without a first name: the per-surname merge.
  const merges = (name: NameFields) =>
    !byRecordedDate && !name.first.trim() && normalizeName(name.last) !== '';
  const firstRows = (name: NameFields, n: number) =>
    merges(name)
      ? surnameMerge(
          name,
          and(otherConditions(name, shared), both ? alsoNames(name2) : null),
          n,
          dir,
        )
      : sql`select doc_id, doc_number, recorded_at from (${parties(name)}) u order by ${order} limit ${n}`;
  const rows = (n: number) => {
    const candidates =
      name2 && !both
        ? sql`(${firstRows(name1, n)}) union all (${firstRows(name2, n)})`
        : firstRows(name1, n);
    return sql`select doc_id as id from (${candidates}) u order by ${order} limit ${n}`;
  };
  // [distinct documents, rows read, rows the probe could read] of the first `limit` matching rows.
  const probeOf = (limit: number) =>
    sql`select array[count(distinct doc_id)::int, count(*)::int, ${limit}::int] as c from (select doc_id from (${matched}) u limit ${limit}) x`;
  // The second probe is an uncorrelated subquery in the CASE's other branch: PostgreSQL runs it only when reached.
  // OFFSET 0 keeps the CASE in its subquery, evaluated once: flattened into z.c[1], z.c[2] and z.c[3], it became
  // three copies of the second probe (three InitPlans, each run when reached).
  const probe = sql`select z.c[1] as n, z.c[2] as raw, z.c[3] as probed from (select case
      when f.c[1] >= ${RESULTS_TRUNCATION} or f.c[2] < f.c[3] then f.c else (${probeOf(COUNT_PROBE_AGAIN)}) end as c
      from (${probeOf(COUNT_PROBE)}) f offset 0) z`;
  const everything = sql`select count(distinct doc_id)::int as n from (${matched}) u`;
  return {
    page: (w) => rows((w.offset + w.limit) * 2),
    count: () => probe,
    prepared: true,
    find: async (db, w, riders) => {
      // One round trip: the first rows (twice the window, for the documents named twice), the count probe and the
      // riders, whose rows are of the window of distinct documents (the order of their first appearance).
      const wanted = w.offset + w.limit;
      let fetch = Math.max(wanted * 2, 1);
      const distinctWindow = sql`array(select id from unnest(w.found) with ordinality t(id, o)
        group by id order by min(o) offset ${w.offset} limit ${w.limit})`;
      const [{ found: first, n, raw, probed, ...answered }] = (
        await db.execute<{ found: number[]; n: number; raw: number; probed: number }>(
          // Prepared (db/prepared.ts): its walk of the name index is spelled out in the SQL.
          prepared(
            withRiders(
              riders,
              sql`select array(${rows(fetch)}) as found, p.n, p.raw, p.probed from (${probe}) p`,
              distinctWindow,
            ),
          ),
        )
      ).rows;
      let found = first;
      let ids = [...new Set(found)];
      let ridden: Record<string, unknown> = answered;
      if (ids.length < wanted && found.length === fetch) {
        while (ids.length < wanted && found.length === fetch) {
          fetch *= 4;
          found = (await db.execute<{ id: number }>(rows(fetch))).rows.map((r) => r.id);
          ids = [...new Set(found)];
        }
        ridden = await rowsAgain(db, riders, ids.slice(w.offset, wanted), answered);
      }
      const total =
        n >= RESULTS_TRUNCATION || raw < probed
          ? n
          : (await db.execute<{ n: number }>(everything)).rows[0].n;
      return {
        ids: ids.slice(w.offset, wanted),
        total: Math.min(total, RESULTS_TRUNCATION),
        riders: ridden,
      };
    },
  };
}
