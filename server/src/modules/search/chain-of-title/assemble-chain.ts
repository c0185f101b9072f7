import type {
  ChainDocument,
  ChainEntry,
  ChainEntryRole,
  ChainGap,
  ChainRelation,
} from '@lrp/contract';

/*
 * The chain itself, from the property's documents as loaded (chain-rows.ts): no database here, so the rules are
 * read and tested in one place.
 *
 * - Conveyances (the county's DEED instrument group) in recorded order. A party is the same person on two
 *   documents when the normalized last and first names are equal (as the name search compares them as typed).
 * - A mortgage (MTG) gathers the assignments (ASG), satisfactions (SAT) and releases (REL) that refer to it; a
 *   satisfaction or release closes it.
 * - A recorded lien (the LIEN group) gathers the releases that refer to it; a release closes it. A tax lien found
 *   against an owner's name comes with its releases from the tax system; a full release closes it, a partial
 *   one does not.
 * - An assignment, satisfaction or release that refers to nothing in the chain, and every other document
 *   (plats, easements, affidavits...), is an entry of its own.
 * - Gaps: a grantor no earlier conveyance named as grantee; a grantee no later conveyance names as grantor (the
 *   last conveyance's grantees are the current owners, not a gap); an open mortgage or lien; a mortgagor who was
 *   not a grantee of the last conveyance before the mortgage.
 */

export type ChainParty = { name: string; key: string };

export type LoadedDocument = {
  document: ChainDocument;
  instrumentGroup: string;
  /** ISO, for ordering. */
  recordedAt: string;
  docNumber: number;
  grantors: ChainParty[];
  grantees: ChainParty[];
  /** The ids of the chain's documents this one refers to. */
  refersTo: number[];
};

export type LoadedTaxLien = {
  document: ChainDocument;
  recordedAt: string;
  docNumber: number;
  /** ISO date the lien was filed, to match an owner's time of ownership. */
  lienDate: string;
  taxpayers: ChainParty[];
  releases: { partial: boolean; document: ChainDocument }[];
};

const ATTACHING: Record<string, ChainRelation> = {
  ASG: 'ASSIGNMENT',
  SAT: 'SATISFACTION',
  REL: 'RELEASE',
};
const CLOSING: ReadonlySet<ChainRelation> = new Set(['SATISFACTION', 'RELEASE']);

function roleOf(doc: LoadedDocument): ChainEntryRole {
  if (doc.instrumentGroup === 'DEED') return 'CONVEYANCE';
  if (doc.document.instrumentCode === 'MTG') return 'MORTGAGE';
  if (doc.instrumentGroup === 'LIEN') return 'LIEN';
  return 'OTHER';
}

const byRecording = (a: { recordedAt: string; docNumber: number }, b: typeof a) =>
  a.recordedAt.localeCompare(b.recordedAt) || a.docNumber - b.docNumber;

const names = (parties: ChainParty[]) => parties.map((p) => p.name);

/** An owner of record and when they held the property (from their deed to the next conveyance, or today). */
export type Ownership = { party: ChainParty; from: string; to: string | null };

/** Who held the property when: each conveyance's grantees, until the next conveyance. */
export function ownershipsOf(documents: LoadedDocument[]): Ownership[] {
  const conveyances = documents.filter((d) => roleOf(d) === 'CONVEYANCE').sort(byRecording);
  return conveyances.flatMap((deed, i) =>
    deed.grantees.map((party) => ({
      party,
      from: deed.recordedAt.slice(0, 10),
      to: conveyances[i + 1]?.recordedAt.slice(0, 10) ?? null,
    })),
  );
}

export function assembleChain(
  documents: LoadedDocument[],
  taxLiens: LoadedTaxLien[],
): { entries: ChainEntry[]; currentOwners: string[]; gapCount: number } {
  const sorted = [...documents].sort(byRecording);
  const inChain = new Map(sorted.map((d) => [d.document.docId!, d]));
  const attachedTo = new Map<number, { relation: ChainRelation; doc: LoadedDocument }[]>();
  const attachedIds = new Set<number>();
  for (const doc of sorted) {
    const relation = ATTACHING[doc.document.instrumentCode];
    if (!relation) continue;
    const target = doc.refersTo
      .map((id) => inChain.get(id))
      .find((t) => t && ['MORTGAGE', 'LIEN'].includes(roleOf(t)));
    if (!target) continue;
    const id = target.document.docId!;
    attachedTo.set(id, [...(attachedTo.get(id) ?? []), { relation, doc }]);
    attachedIds.add(doc.document.docId!);
  }

  const conveyances = sorted.filter((d) => roleOf(d) === 'CONVEYANCE');
  const lastConveyance = conveyances.at(-1);
  const received = (party: ChainParty, before: LoadedDocument) =>
    conveyances.some(
      (c) => byRecording(c, before) < 0 && c.grantees.some((g) => g.key === party.key),
    );
  const conveyedLater = (party: ChainParty, after: LoadedDocument) =>
    conveyances.some(
      (c) => byRecording(c, after) > 0 && c.grantors.some((g) => g.key === party.key),
    );
  const ownersAt = (doc: LoadedDocument) =>
    conveyances.filter((c) => byRecording(c, doc) < 0).at(-1)?.grantees ?? null;

  const gapsOf = (doc: LoadedDocument, role: ChainEntryRole, open: boolean | null): ChainGap[] => {
    const gaps: ChainGap[] = [];
    const add = (kind: ChainGap['kind'], parties: ChainParty[]) => {
      if (parties.length) gaps.push({ kind, names: names(parties) });
    };
    if (role === 'CONVEYANCE') {
      add(
        'GRANTOR_NEVER_RECEIVED',
        doc.grantors.filter((p) => !received(p, doc)),
      );
      if (doc !== lastConveyance)
        add(
          'GRANTEE_NEVER_CONVEYED',
          doc.grantees.filter((p) => !conveyedLater(p, doc)),
        );
    }
    if (role === 'MORTGAGE') {
      if (open) gaps.push({ kind: 'OPEN_MORTGAGE', names: [] });
      const owners = ownersAt(doc);
      if (owners)
        add(
          'MORTGAGOR_NOT_OWNER',
          doc.grantors.filter((p) => !owners.some((o) => o.key === p.key)),
        );
    }
    if (role === 'LIEN' && open) gaps.push({ kind: 'OPEN_LIEN', names: [] });
    return gaps;
  };

  const entries: (ChainEntry & { recordedAt: string; docNumber: number })[] = [];
  for (const doc of sorted) {
    if (attachedIds.has(doc.document.docId!)) continue;
    const role = roleOf(doc);
    const attached = (attachedTo.get(doc.document.docId!) ?? []).map(({ relation, doc: a }) => ({
      relation,
      document: a.document,
    }));
    const open =
      role === 'MORTGAGE' || role === 'LIEN'
        ? !attached.some((a) => CLOSING.has(a.relation))
        : null;
    entries.push({
      role,
      document: doc.document,
      attached,
      open,
      byOwnerName: false,
      gaps: gapsOf(doc, role, open),
      recordedAt: doc.recordedAt,
      docNumber: doc.docNumber,
    });
  }
  for (const lien of taxLiens) {
    if (inChain.has(lien.document.docId!)) continue;
    const open = !lien.releases.some((r) => !r.partial);
    entries.push({
      role: 'LIEN',
      document: lien.document,
      attached: lien.releases.map((r) => ({
        relation: r.partial ? 'PARTIAL_RELEASE' : 'RELEASE',
        document: r.document,
      })),
      open,
      byOwnerName: true,
      gaps: open ? [{ kind: 'OPEN_LIEN', names: [] }] : [],
      recordedAt: lien.recordedAt,
      docNumber: lien.docNumber,
    });
  }
  entries.sort(byRecording);
  return {
    entries: entries.map(({ recordedAt: _r, docNumber: _n, ...entry }) => entry),
    currentOwners: lastConveyance ? names(lastConveyance.grantees) : [],
    gapCount: entries.reduce((n, e) => n + e.gaps.length, 0),
  };
}

/** The tax liens filed against an owner while they held the property. */
export function liensDuringOwnership(liens: LoadedTaxLien[], owners: Ownership[]): LoadedTaxLien[] {
  return liens.filter((lien) =>
    lien.taxpayers.some((t) =>
      owners.some(
        (o) =>
          o.party.key === t.key &&
          lien.lienDate >= o.from &&
          (o.to === null || lien.lienDate < o.to),
      ),
    ),
  );
}
