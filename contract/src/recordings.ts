import './zod';
import * as z from 'zod/mini';
import { boundedObjectSchema } from './limits';

/*
 * New recordings from the county's recording system (docs/recordings-import.md): the import format, one recorded
 * document with its parties, legal descriptions, parcels, addresses and references, and the report of an import.
 * The same document shape comes in through `npm run records:import -- <file.jsonl>` (one document per line) and
 * through POST records/recordings (a service credential's call, `{ documents: [...] }`).
 *
 * A document is known by its type and number: importing a number again replaces the document (a correction),
 * never adds a second one. The server checks what a schema cannot (the instrument code against the county's list,
 * the plat code against its plats) and reports each rejected document with its reasons.
 */

export const RECORDING_LIMITS = {
  /** Documents in one POST records/recordings (a day of a large county is five calls). */
  documentsPerCall: 1_000,
  /** The largest document number (a JavaScript number holds it exactly; the column is a bigint). */
  docNumberMax: 999_999_999_999,
  name: 100,
  firstName: 60,
  code: 20,
  shortText: 40,
  description: 2_000,
  parties: 500,
  legals: 500,
  parcels: 500,
  addresses: 100,
  references: 200,
  additionalInfo: 20,
  additionalInfoText: 500,
  pageCount: 9_999,
  /** numeric(14,2) holds up to 999,999,999,999.99 */
  amountMax: 999_999_999_999,
  credentialName: 60,
} as const;

/**
 * What the recording system sends: abstract and Torrens documents. Tax liens come from the county's tax system
 * with their taxpayers and releases (not this format); a reference may still name one.
 */
export const RECORDING_DOCUMENT_TYPES = ['ABSTRACT', 'TORRENS'] as const;
export const REFERENCED_DOCUMENT_TYPES = ['ABSTRACT', 'TORRENS', 'LIEN'] as const;
export const RECORDING_LEGAL_TYPES = ['LB', 'MB', 'CONDO'] as const;
export const RECORDING_QUARTERS = ['NE', 'NW', 'SE', 'SW'] as const;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const required = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.nullable(text(max)));
const quarter = z.optional(z.nullable(z.enum(RECORDING_QUARTERS)));
const whole = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

export const recordingPartySchema = z.object({
  lastName: required(RECORDING_LIMITS.name),
  firstName: z.optional(text(RECORDING_LIMITS.firstName)),
  middleInitial: z.optional(text(5)),
  /** A business, a trust, a government: the whole name is in lastName. */
  business: z.optional(z.boolean()),
});

export const recordingLegalSchema = z
  .object({
    legalType: z.enum(RECORDING_LEGAL_TYPES),
    /** The plat's code in the county's list (lot and block, condominium). */
    plat: optionalText(RECORDING_LIMITS.code),
    lot: optionalText(RECORDING_LIMITS.code),
    block: optionalText(RECORDING_LIMITS.code),
    sublot: optionalText(RECORDING_LIMITS.code),
    building: optionalText(RECORDING_LIMITS.code),
    unit: optionalText(RECORDING_LIMITS.code),
    garage: optionalText(RECORDING_LIMITS.code),
    section: z.optional(z.nullable(whole(1, 36))),
    township: z.optional(z.nullable(whole(1, 999))),
    range: z.optional(z.nullable(whole(1, 999))),
    qqqq: quarter,
    qqq: quarter,
    qq: quarter,
    q: quarter,
    /** The description as recorded; when left out, it is written from the fields. */
    description: optionalText(RECORDING_LIMITS.description),
    comment: optionalText(RECORDING_LIMITS.description),
  })
  .check(
    z.refine((l) => l.legalType === 'MB' || Boolean(l.plat), {
      message: 'A lot and block or condominium legal needs its plat.',
      path: ['plat'],
    }),
    z.refine(
      (l) => l.legalType !== 'MB' || (l.section != null && l.township != null && l.range != null),
      {
        message: 'A metes-and-bounds legal needs its section, township and range.',
        path: ['section'],
      },
    ),
  );

export const recordingAddressSchema = z.object({
  houseNumber: text(RECORDING_LIMITS.code),
  streetName: required(RECORDING_LIMITS.name),
  city: required(RECORDING_LIMITS.firstName),
  zip: z.optional(text(10)),
});

export const recordingReferenceSchema = z.object({
  /** ABSTRACT unless said. */
  documentType: z.optional(z.enum(REFERENCED_DOCUMENT_TYPES)),
  docNumber: whole(1, RECORDING_LIMITS.docNumberMax),
});

const amount = z.optional(
  z.nullable(z.number().check(z.minimum(0), z.maximum(RECORDING_LIMITS.amountMax))),
);

export const recordingDocumentSchema = z
  .object({
    documentType: z.enum(RECORDING_DOCUMENT_TYPES),
    docNumber: whole(1, RECORDING_LIMITS.docNumberMax),
    /** The county's instrument code (WD, MTG, SAT...). */
    instrumentCode: required(RECORDING_LIMITS.code),
    /** When it was recorded, the county's local time: 2026-11-27T10:15 (seconds allowed). */
    recordedAt: z
      .string()
      .check(
        z.maxLength(25),
        z.regex(
          /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/,
          'Give a local date and time: 2026-11-27T10:15.',
        ),
      ),
    instrumentDate: z.optional(
      z.nullable(
        z
          .string()
          .check(z.maxLength(10), z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date: 2026-11-20.')),
      ),
    ),
    book: optionalText(RECORDING_LIMITS.code),
    page: optionalText(RECORDING_LIMITS.code),
    bookType: optionalText(RECORDING_LIMITS.code),
    pageCount: whole(1, RECORDING_LIMITS.pageCount),
    mortgageAmount: amount,
    salePrice: amount,
    judicialProtection: z.optional(z.boolean()),
    imageAllowed: z.optional(z.boolean()),
    grantors: z.array(recordingPartySchema).check(z.maxLength(RECORDING_LIMITS.parties)),
    grantees: z.array(recordingPartySchema).check(z.maxLength(RECORDING_LIMITS.parties)),
    legals: z.optional(z.array(recordingLegalSchema).check(z.maxLength(RECORDING_LIMITS.legals))),
    parcels: z.optional(
      z.array(required(RECORDING_LIMITS.shortText)).check(z.maxLength(RECORDING_LIMITS.parcels)),
    ),
    addresses: z.optional(
      z.array(recordingAddressSchema).check(z.maxLength(RECORDING_LIMITS.addresses)),
    ),
    references: z.optional(
      z.array(recordingReferenceSchema).check(z.maxLength(RECORDING_LIMITS.references)),
    ),
    additionalInfo: z.optional(
      z
        .array(required(RECORDING_LIMITS.additionalInfoText))
        .check(z.maxLength(RECORDING_LIMITS.additionalInfo)),
    ),
  })
  .check(
    z.refine((d) => d.grantors.length + d.grantees.length > 0, {
      message: 'A document needs at least one grantor or grantee.',
      path: ['grantors'],
    }),
  );
export type RecordingDocument = z.infer<typeof recordingDocumentSchema>;

/**
 * A document as the call carries it: a JSON object of at most 40 fields (the format has 22). Its fields are checked
 * against recordingDocumentSchema one document at a time, so a bad document rejects only itself, with its reasons.
 */
const documentObjectSchema = boundedObjectSchema(40);

/** POST records/recordings: up to 1,000 documents; each is checked on its own (one bad one rejects only itself). */
export const recordingsImportRequestSchema = z.object({
  documents: z
    .array(documentObjectSchema)
    .check(z.minLength(1), z.maxLength(RECORDING_LIMITS.documentsPerCall)),
});

export const recordingRejectionSchema = z.object({
  /** The line of the file (1-based), or the position in the call's `documents` (1-based). */
  line: z.int(),
  documentType: z.nullable(z.string()),
  docNumber: z.nullable(z.number()),
  reasons: z.array(z.string()),
});
export type RecordingRejection = z.infer<typeof recordingRejectionSchema>;

export const recordingsImportReportSchema = z.object({
  received: z.int(),
  /** New documents. */
  added: z.int(),
  /** Documents whose number was on file: replaced by the correction. */
  replaced: z.int(),
  rejected: z.array(recordingRejectionSchema),
  ms: z.number(),
});
export type RecordingsImportReport = z.infer<typeof recordingsImportReportSchema>;

/** A service credential: what the county's recording system signs its calls with (created and revoked by TRIMIN). */
export const SERVICE_CREDENTIAL_SCOPES = ['records:import'] as const;

export const serviceCredentialSchema = z.object({
  id: z.int(),
  name: z.string(),
  scope: z.enum(SERVICE_CREDENTIAL_SCOPES),
  /** The token's first characters, to tell credentials apart (the token itself is shown once). */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
  revokedBy: z.nullable(z.string()),
});
export type ServiceCredential = z.infer<typeof serviceCredentialSchema>;

export const serviceCredentialCreateSchema = z.object({
  name: required(RECORDING_LIMITS.credentialName),
});

export const serviceCredentialCreatedSchema = z.object({
  credential: serviceCredentialSchema,
  /** The secret, shown this once: the server keeps only its hash. */
  token: z.string(),
});
