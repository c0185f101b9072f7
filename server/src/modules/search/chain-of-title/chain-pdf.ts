import {
  CHAIN_OF_TITLE_MAX_DOCUMENTS,
  type ChainEntry,
  type ChainGapKind,
  type ChainOfTitle,
  type ChainRelation,
} from '@lrp/contract';
import { formatUsd } from '../../../lib/money';
import { startReport } from '../../../lib/pdf-report';
import { PdfTable, type PdfColumn } from '../../../lib/pdf-table';

/*
 * ChainOfTitle.pdf (search/chainOfTitlePrint): the chain as a table, oldest first, letter landscape, with the
 * property, its current owners and the count of gaps at the top and "Page n of m" on every page. Drawn in the
 * CPU pool (lib/cpu-tasks.ts).
 */

export type ChainReport = { countyName: string; appTitle: string; chain: ChainOfTitle };

const ROLES: Record<ChainEntry['role'], string> = {
  CONVEYANCE: 'Conveyance',
  MORTGAGE: 'Mortgage',
  LIEN: 'Lien',
  OTHER: 'Other',
};
const RELATIONS: Record<ChainRelation, string> = {
  ASSIGNMENT: 'Assigned',
  SATISFACTION: 'Satisfied',
  RELEASE: 'Released',
  PARTIAL_RELEASE: 'Partly released',
};
export const GAP_WORDS: Record<ChainGapKind, string> = {
  GRANTOR_NEVER_RECEIVED: 'Grantor never received title in this chain',
  GRANTEE_NEVER_CONVEYED: 'Grantee never conveyed, though the property was conveyed later',
  OPEN_MORTGAGE: 'Open mortgage: no satisfaction on file',
  OPEN_LIEN: 'Open lien: no release on file',
  MORTGAGOR_NOT_OWNER: 'Mortgagor was not an owner of record',
};

const COLUMNS: PdfColumn<ChainEntry>[] = [
  { heading: 'Recorded', width: 66, value: (e) => e.document.recordedDate },
  {
    heading: 'Instrument / Document #',
    width: 120,
    value: (e) =>
      `${e.document.instrumentDescription}\n${e.document.displayDocNumber}\n(${ROLES[e.role]}${e.byOwnerName ? ', against an owner' : ''})`,
  },
  { heading: 'Grantors', width: 130, value: (e) => e.document.grantors.join('\n') },
  { heading: 'Grantees', width: 130, value: (e) => e.document.grantees.join('\n') },
  {
    heading: 'Amount',
    width: 66,
    align: 'right',
    value: (e) => (e.document.amount === null ? '' : formatUsd(e.document.amount)),
  },
  {
    heading: 'Assignments, satisfactions, releases',
    width: 110,
    value: (e) =>
      e.attached
        .map(
          (a) =>
            `${RELATIONS[a.relation]}: ${a.document.displayDocNumber} ${a.document.recordedDate}`,
        )
        .join('\n'),
  },
  {
    heading: 'Gaps',
    width: 90,
    value: (e) =>
      e.gaps
        .map((g) =>
          g.names.length ? `${GAP_WORDS[g.kind]}: ${g.names.join('; ')}` : GAP_WORDS[g.kind],
        )
        .join('\n'),
  },
];

export function chainOfTitlePdf({ countyName, appTitle, chain }: ChainReport): Promise<Buffer> {
  const pdf = startReport({
    title: 'Chain of Title',
    countyName,
    appTitle,
    subject: `Chain of title: ${chain.property}`,
    facts: [
      ['Property', chain.property],
      ['Current owners of record', chain.currentOwners.join('; ') || 'No conveyance on file'],
      ['Documents', String(chain.entries.length)],
      ['Gaps flagged', String(chain.gapCount)],
      ['Generated', chain.generatedAt],
      ...(chain.truncated
        ? ([
            [
              'Note',
              `Only the newest ${CHAIN_OF_TITLE_MAX_DOCUMENTS} documents of this property are shown.`,
            ],
          ] as const)
        : []),
    ],
  });
  const { doc, left, width } = pdf;
  if (!chain.entries.length)
    doc
      .font('Helvetica')
      .fontSize(11)
      .text('No recorded documents describe this property.', left, pdf.y, { width });
  else new PdfTable(doc, COLUMNS, pdf, pdf.y).draw(chain.entries);
  return pdf.finish();
}
