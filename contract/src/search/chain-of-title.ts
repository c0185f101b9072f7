import '../zod';
import * as z from 'zod/mini';
import { SEARCH_MESSAGES } from './messages';
import { sourcedDocKeySchema } from './results';

/*
 * Chain of title (issue 37; docs/chain-of-title.md): for one property (a parcel id, a lot in a block of a plat, or
 * a section, township and range with its quarters) the conveyances in order, each mortgage with the assignments
 * and satisfactions that refer to it, each lien with its releases (the property's own and the tax liens filed
 * against its owners while they held it), the other recorded documents, and the gaps a title examiner looks for.
 * The server decides all of it; the browser shows it and asks for the PDF.
 */
export const CHAIN_OF_TITLE_BY = ['PARCEL', 'LOT_BLOCK', 'SECTION'] as const;
export type ChainOfTitleBy = (typeof CHAIN_OF_TITLE_BY)[number];

/** A chain reads at most this many documents of the property; a busier property asks for a narrower one. */
export const CHAIN_OF_TITLE_MAX_DOCUMENTS = 500;
export const CHAIN_OF_TITLE_PDF_FILE = 'ChainOfTitle.pdf';

const text = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), '');
const QUARTERS = ['', 'NE', 'NW', 'SE', 'SW'] as const;
const STR_FIELDS = ['section', 'township', 'range'] as const;

/**
 * The form's rules, with the search area's own messages (translated, as the legal search's are): the chosen way's
 * fields are required, a plat is one of the county's, and section, township and range are numbers.
 */
export const chainOfTitleRequestSchema = z
  .object({
    by: z.enum(CHAIN_OF_TITLE_BY),
    parcelId: text(40),
    /** The plat's code, as the plat picker gives it. */
    plat: text(20),
    block: text(10),
    lot: text(10),
    section: text(3),
    township: text(3),
    range: text(3),
    qq: z._default(z.enum(QUARTERS), ''),
    q: z._default(z.enum(QUARTERS), ''),
  })
  .check((ctx) => {
    const r = ctx.value;
    const issue = (field: string, message: string) =>
      ctx.issues.push({ code: 'custom', path: [field], message, input: r });
    if (r.by === 'PARCEL' && !/[A-Za-z0-9]/.test(r.parcelId))
      issue('parcelId', SEARCH_MESSAGES.required);
    if (r.by === 'LOT_BLOCK') {
      if (!r.plat) issue('plat', SEARCH_MESSAGES.validPlatRequired);
      if (!r.lot) issue('lot', SEARCH_MESSAGES.required);
    }
    if (r.by === 'SECTION')
      for (const field of STR_FIELDS) {
        if (!r[field]) issue(field, SEARCH_MESSAGES.required);
        else if (!/^\d+$/.test(r[field])) issue(field, SEARCH_MESSAGES.numbersOnly);
      }
  });
export type ChainOfTitleRequest = z.infer<typeof chainOfTitleRequestSchema>;

/** What an entry is in the chain. */
export const CHAIN_ENTRY_ROLES = ['CONVEYANCE', 'MORTGAGE', 'LIEN', 'OTHER'] as const;
export type ChainEntryRole = (typeof CHAIN_ENTRY_ROLES)[number];
/** How an attached document relates to its entry. */
export const CHAIN_RELATIONS = [
  'ASSIGNMENT',
  'SATISFACTION',
  'RELEASE',
  'PARTIAL_RELEASE',
] as const;
export type ChainRelation = (typeof CHAIN_RELATIONS)[number];
/**
 * The gaps: a grantor who never received the property in the chain, a grantee who never conveyed it although
 * a later conveyance exists, a mortgage without a satisfaction, a lien without a release, and a mortgagor who
 * was not an owner of record when the mortgage was recorded.
 */
export const CHAIN_GAP_KINDS = [
  'GRANTOR_NEVER_RECEIVED',
  'GRANTEE_NEVER_CONVEYED',
  'OPEN_MORTGAGE',
  'OPEN_LIEN',
  'MORTGAGOR_NOT_OWNER',
] as const;
export type ChainGapKind = (typeof CHAIN_GAP_KINDS)[number];

/** A document as the chain shows it; docId and sourcedDocKey are null for a release the portal has no copy of. */
export const chainDocumentSchema = z.object({
  docId: z.nullable(z.int()),
  documentType: z.string(),
  displayDocNumber: z.string(),
  instrumentCode: z.string(),
  instrumentDescription: z.string(),
  /** MM/DD/YYYY, the county's date. */
  recordedDate: z.string(),
  grantors: z.array(z.string()),
  grantees: z.array(z.string()),
  /** The sale price of a conveyance, the amount of a mortgage or a lien. */
  amount: z.nullable(z.number()),
  pageCount: z.int(),
  imageAllowed: z.boolean(),
  sourcedDocKey: z.nullable(sourcedDocKeySchema),
});
export type ChainDocument = z.infer<typeof chainDocumentSchema>;

export const chainGapSchema = z.object({
  kind: z.enum(CHAIN_GAP_KINDS),
  /** The names the gap is about (grantors, grantees, mortgagors); empty for an open mortgage or lien. */
  names: z.array(z.string()),
});
export type ChainGap = z.infer<typeof chainGapSchema>;

export const chainEntrySchema = z.object({
  role: z.enum(CHAIN_ENTRY_ROLES),
  document: chainDocumentSchema,
  attached: z.array(z.object({ relation: z.enum(CHAIN_RELATIONS), document: chainDocumentSchema })),
  /** A mortgage or lien still open (no satisfaction or full release on file); null for the other roles. */
  open: z.nullable(z.boolean()),
  /** A tax lien found against an owner's name rather than on the property's own documents. */
  byOwnerName: z.boolean(),
  gaps: z.array(chainGapSchema),
});
export type ChainEntry = z.infer<typeof chainEntrySchema>;

export const chainOfTitleSchema = z.object({
  /** The property as a person reads it ("Parcel ID 21-045-0310"). */
  property: z.string(),
  /** Oldest first. */
  entries: z.array(chainEntrySchema),
  /** The grantees of the last conveyance. */
  currentOwners: z.array(z.string()),
  gapCount: z.int(),
  /** More documents than CHAIN_OF_TITLE_MAX_DOCUMENTS: the oldest ones were left out. */
  truncated: z.boolean(),
  generatedAt: z.string(),
});
export type ChainOfTitle = z.infer<typeof chainOfTitleSchema>;

/** The answer of POST search/chainOfTitle: the chain, or (nothing run) that a card payment is needed first. */
export const chainOfTitleResponseSchema = z.object({
  chain: z.nullable(chainOfTitleSchema),
  paymentNeeded: z.boolean(),
  paymentNeededAgain: z.boolean(),
  price: z.number(),
});
export type ChainOfTitleResponse = z.infer<typeof chainOfTitleResponseSchema>;
