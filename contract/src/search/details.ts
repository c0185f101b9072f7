import '../zod';
import * as z from 'zod/mini';
import { codeDescriptionSchema } from '../envelope';
import { rowIdSchema } from '../limits';
import type { AnySchema } from '../rules';
import {
  documentResultSchema,
  grantorGranteeBookResultSchema,
  partyResultSchema,
  paymentFields,
  sourcedDocKeySchema,
  taxLienResultSchema,
  torrensCertificateResultSchema,
  tractBookResultSchema,
} from './results';

/*
 * The detail panel's calls (spec 2 §2, §7): document, Torrens certificate, tax lien, tract book and
 * grantor-grantee book details, reference documents, the legal description details modal, and the tax / GIS
 * link modals.
 */

/** POST search/documentDetails (and the other *Details calls): the row's id and its sourced key. */
export const detailRequestSchema = z.object({
  docId: rowIdSchema,
  sourcedDocKey: z.nullish(sourcedDocKeySchema),
});
export type DetailRequest = z.infer<typeof detailRequestSchema>;

/** POST search/referenceDocuments, tax/getLinks, gis/getLinks. */
export const documentIdRequestSchema = z.object({ id: rowIdSchema });

/** Whose legal descriptions search/legalDescriptionDetails tables: a document's, or a tract-book entry's. */
export const LEGAL_DETAIL_SOURCES = ['DOCUMENT', 'TRACT_BOOK'] as const;
export type LegalDetailSource = (typeof LEGAL_DETAIL_SOURCES)[number];

/** POST search/legalDescriptionDetails: `id` a document id, or a tract-book entry's id with source TRACT_BOOK. */
export const legalDescriptionDetailsRequestSchema = z.object({
  id: rowIdSchema,
  source: z._default(z.enum(LEGAL_DETAIL_SOURCES), 'DOCUMENT'),
});

export const referenceDocumentSchema = z.object({
  docId: z.nullable(z.int()),
  instrumentDescription: z.string(),
  docNumber: z.string(),
  docType: z.string(),
  displayDocNumber: z.string(),
  displayBookAndPage: z.string(),
  recordedDate: z.string(),
  recordedTime: z.string(),
  recordedAmPm: z.string(),
});
export type ReferenceDocument = z.infer<typeof referenceDocumentSchema>;
export const referenceDocumentsSchema = z.object({
  referenceDocuments: z.array(referenceDocumentSchema),
});

/** The document detail: the results row plus what only the panel shows. */
export const documentDetailSchema = z.extend(documentResultSchema, {
  parcelIds: z.array(z.string()),
  addresses: z.array(z.string()),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const memorialSchema = z.object({
  docId: z.int(),
  displayDocNumber: z.string(),
  instrumentDescription: z.string(),
  recordedDate: z.string(),
  memorialText: z.string(),
});

export const torrensCertificateDetailSchema = z.extend(torrensCertificateResultSchema, {
  legalDescription: z.string(),
  recital: z.string(),
  owners: z.array(partyResultSchema),
  memorials: z.array(memorialSchema),
  /** The certificates this one replaced (they list this one as cancelledBy). */
  cancels: z.array(z.object({ certificateId: z.int(), certificateNumber: z.string() })),
});
export type TorrensCertificateDetail = z.infer<typeof torrensCertificateDetailSchema>;

export const taxLienDetailSchema = z.extend(taxLienResultSchema, {
  grantorSearchResults: z.array(partyResultSchema),
});
export type TaxLienDetail = z.infer<typeof taxLienDetailSchema>;

export const tractBookLegalSchema = z.object({ description: z.string(), comment: z.string() });
export const tractBookDetailSchema = z.extend(tractBookResultSchema, {
  legalDescriptions: z.array(tractBookLegalSchema),
  displayBookAndPage: z.string(),
});
export type TractBookDetail = z.infer<typeof tractBookDetailSchema>;

export const grantorGranteeBookDetailSchema = grantorGranteeBookResultSchema;
export type GrantorGranteeBookDetail = z.infer<typeof grantorGranteeBookDetailSchema>;

/** Every *Details reply: the detail (null when payment is needed first) and the payment state. */
export function detailResponseSchema<D extends AnySchema>(detail: D) {
  return z.object({ details: z.nullable(detail), ...paymentFields });
}

/**
 * POST search/legalDescriptionDetails: one table per legal kind. Headers are column codes (LEGAL_DETAIL_LABELS
 * gives their English text); each row holds the cells in the headers' order.
 */
const legalTableRow = z.object({ legalDescriptionTypeDetails: z.array(z.string()) });
export const legalDescriptionDetailsSchema = z.object({
  metesAndBoundsHeaders: z.array(z.string()),
  metesAndBoundsRows: z.array(legalTableRow),
  lotsAndBlocksHeaders: z.array(z.string()),
  lotsAndBlocksRows: z.array(legalTableRow),
  condoHeaders: z.array(z.string()),
  condoRows: z.array(legalTableRow),
});
export type LegalDescriptionDetails = z.infer<typeof legalDescriptionDetailsSchema>;

export const LEGAL_DETAIL_LABELS = {
  section: 'Section',
  township: 'Township',
  range: 'Range',
  qqqq: 'QQQQ',
  qqq: 'QQQ',
  qq: 'QQ',
  q: 'Q',
  base: 'Base',
  meridian: 'Meridian',
  municipality: 'Municipality',
  plat: 'Plat',
  lot: 'Lot',
  block: 'Block',
  sublot: 'Sublot',
  otherLot: 'Other Lot',
  building: 'Building',
  unit: 'Unit',
  garage: 'Garage',
  description: 'Description',
  comment: 'Comment',
} as const;
export type LegalDetailColumn = keyof typeof LEGAL_DETAIL_LABELS;

/** POST tax/getLinks and gis/getLinks: the parcels of a document and a link into the county's system for each. */
export const parcelLinksSchema = z.object({
  header: z.string(),
  parcelIds: z.array(z.string()),
  parcelIdLinks: z.array(z.string()),
});
export type ParcelLinks = z.infer<typeof parcelLinksSchema>;

/** POST helperdata/userscodedescription and accountscodedescription (the pickers). */
export const codeDescriptionFilterSchema = z.object({
  filterText: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
});
export const codeDescriptionResultListSchema = z.object({
  codeDescriptionResultList: z.array(codeDescriptionSchema),
});
