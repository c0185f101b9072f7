import './zod';
import * as z from 'zod/mini';
import { INT4_MAX, MONEY_AMOUNT_MAX } from './limits';
import { message } from './messages';
import { moneySchema } from './money-config';
import { cardTransactionResponseSchema } from './payments';
import { emailSchema, personFields, PROFILE_MESSAGES } from './person';
import { PAYMENT_METHODS } from './roles';

/*
 * E-file (spec 3 §2.4, §3 "E-file submission", §4 "E-file flow", §5, §7, §8, §9): a document submitted for
 * recording, priced from its real pages, paid, stored durably and handed to the county's staff.
 *
 * The flow, as the portal runs it (docs/efile.md):
 * 1. POST efile/image (multipart: `file`, then `json` with the e-file fields) stores the file (checked by its
 *    content: PDF or TIFF, at most 25,000,000 bytes), counts its pages and prices it from the county's E-file
 *    Fees and, for a card payer, the Credit Card Extra surcharge. It answers the charges and an `imageId`.
 * 2. The person confirms the charges. A CREDIT_CARD payer gets a token (POST creditcard/efileCapture with the
 *    upload's imageId and total), pays in the card frame, and the frame's response is reported (POST
 *    creditcard/efileAuthAndCaptureResponse): the server verifies it with the gateway and, in one transaction,
 *    records the payment and the submission, so a captured payment is never without its submission.
 * 3. POST efile/submission with the fields, the imageId and paymentTransactionId (0 for escrow and invoice)
 *    charges the account through the ledger (once per imageId: a replay answers the same transaction number)
 *    and answers the transaction number and the usage balance. The confirmation e-mail goes through the job queue.
 * The server never takes a charge from the browser: it prices the stored upload, and refuses a request whose
 * charges differ from its own ("The charges changed; review them and submit again.").
 */

/** The document types (spec 3 §3), with the names the form shows (translated by the e-file module). */
export const EFILE_TYPES = ['LR', 'MAP', 'MAR', 'UCC1', 'UCC2'] as const;
export type EfileType = (typeof EFILE_TYPES)[number];
export const EFILE_TYPE_NAMES: Record<EfileType, string> = {
  LR: 'Land Record',
  MAP: 'Map',
  MAR: 'Marriage License',
  UCC1: 'UCC1',
  UCC2: 'UCC2',
};

/** The file formats accepted, recognised by their first bytes (never by the name or the browser's type). */
export const EFILE_FORMATS = ['application/pdf', 'image/tiff'] as const;
export type EfileFormat = (typeof EFILE_FORMATS)[number];

export const EFILE_LIMITS = {
  /** Spec 3 §9: 25,000,000 bytes (the message says 25MB). */
  maxBytes: 25_000_000,
  name: 60,
  fileName: 200,
  /** The most pages a submission may have (a recorded map book is far below). */
  maxPages: 2_000,
  rejectReason: 500,
  /** An upload not submitted within this many hours is deleted by the clean-up job. */
  uploadHours: 24,
  /** Submissions per page of the county's list. */
  pageSize: 20,
} as const;

/** The e-file messages (catalog group `efile`): the spec's own words where it has them. */
export const EFILE_MESSAGES = {
  fileRequired: 'Choose a PDF or TIF file.',
  invalidFormat: 'Invalid file format; PDF or TIF only.',
  tooLarge: 'Document exceeds the max size of 25MB.',
  acknowledge: 'Please read and select the checkbox to acknowledge.',
  damaged: 'The file could not be read; it may be damaged. Save it again as PDF or TIF and retry.',
  encrypted:
    'The PDF is protected by a password or encryption. Save it without protection and retry.',
  noPages: 'The file has no pages.',
  tooManyPages: message<{ max: number }>('The file has more than {{max}} pages.'),
  efileOff: 'E-file is not available in this county.',
  uploadExpired: 'This upload has expired or was already submitted; choose the file again.',
  chargesChanged: 'The charges changed; review them and submit again.',
  cardNotForPayer: 'Card payment is only for users who pay by credit card.',
  cardMissing: 'The card payment for this document was not found; pay again.',
  submitted: message<{ number: string }>(
    'Transaction {{number}} was successfully submitted.  Check your email for a confirmation.',
  ),
  rejectReasonRequired: 'Give the reason for the rejection; the submitter reads it.',
  unknownSubmission: 'This submission does not exist.',
  alreadyInReview: 'This submission is already in review.',
  alreadyAccepted: 'This submission is already accepted.',
  alreadyRejected: 'This submission is already rejected.',
  accepted: message<{ number: string }>(
    'Transaction {{number}} is accepted; the submitter was e-mailed.',
  ),
  rejected: message<{ number: string }>(
    'Transaction {{number}} is rejected; the submitter was e-mailed.',
  ),
} as const;

const text = (max: number, required = true) =>
  z
    .string()
    .check(
      z.trim(),
      ...(required ? [z.minLength(1, PROFILE_MESSAGES.required)] : []),
      z.maxLength(max, PROFILE_MESSAGES.max({ n: max })),
    );

/** The e-file fields a person fills in (spec 3 §3, §5); the `json` part of POST efile/image. */
export const efileFieldsSchema = z.object({
  efileType: z.enum(EFILE_TYPES),
  name: text(EFILE_LIMITS.name),
  email: emailSchema,
  address1: personFields.address,
  address2: text(50, false),
  city: personFields.city,
  state: personFields.state.check(z.minLength(1, PROFILE_MESSAGES.required)),
  zip: personFields.zip,
  /** Ticked: required when the county's e-file settings ask for an acknowledgement (checked by the server too). */
  acknowledged: z.boolean(),
});
export type EfileFields = z.infer<typeof efileFieldsSchema>;

const money = z.number().check(z.minimum(0), z.maximum(MONEY_AMOUNT_MAX));
const imageId = z.uuid().check(z.maxLength(36));

/** POST efile/image's reply content (spec 3 §7). */
export const efileImageResponseSchema = z.object({
  imageId,
  numberOfPages: z.int().check(z.minimum(1), z.maximum(EFILE_LIMITS.maxPages)),
  firstPageCharge: money,
  additionalPagesCharge: money,
  surcharge: money,
  totalCharge: money,
  paymentMethod: z.enum(PAYMENT_METHODS),
});
export type EfileImageResponse = z.infer<typeof efileImageResponseSchema>;

/** POST creditcard/efileCapture: the upload to pay and its total as the person confirmed it. */
export const efileCaptureRequestSchema = z.object({
  imageId,
  amount: money,
});
export const efileCaptureResponseSchema = z.object({
  tokenResults: z.object({ token: z.string() }),
});

/** POST creditcard/efileAuthAndCaptureResponse: the card frame's response, verified with the gateway. */
export const efileAuthAndCaptureRequestSchema = cardTransactionResponseSchema;
export const efileAuthAndCaptureResponseSchema = z.object({
  /** The card payment's ledger id, sent back with efile/submission. */
  paymentTransactionId: z.int().check(z.minimum(1), z.maximum(INT4_MAX)),
});

/** POST efile/submission (spec 3 §7): the fields, the upload and its charges, and the card payment (0 when none). */
export const efileSubmissionRequestSchema = z.object({
  ...efileFieldsSchema.shape,
  imageId,
  numberOfPages: z.int().check(z.minimum(1), z.maximum(EFILE_LIMITS.maxPages)),
  firstPageCharge: money,
  additionalPagesCharge: money,
  surcharge: money,
  totalCharge: money,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentTransactionId: z.int().check(z.minimum(0), z.maximum(INT4_MAX)),
});
export type EfileSubmissionRequest = z.infer<typeof efileSubmissionRequestSchema>;
export const efileSubmissionResponseSchema = z.object({
  transactionNumber: z.string(),
  usageBalance: z.nullable(z.string()),
});

/*
 * The county's side (the spec does not show it; docs/efile.md): COUNTY and TRIMIN list the submissions, open a
 * submission's document, and move it NEW → IN_REVIEW → ACCEPTED or REJECTED (with a reason the submitter is
 * e-mailed). GET efile/submissions?status=&page=, GET efile/submissions/{transactionNumber}/document,
 * POST efile/submissions/review.
 */
export const EFILE_STATUSES = ['NEW', 'IN_REVIEW', 'ACCEPTED', 'REJECTED'] as const;
export type EfileStatus = (typeof EFILE_STATUSES)[number];

export const efileSubmissionsQuerySchema = z.object({
  status: z.optional(z.enum(['ALL', ...EFILE_STATUSES])),
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
});

export const efileSubmissionRowSchema = z.object({
  transactionNumber: z.string(),
  submittedAt: z.string(),
  efileType: z.enum(EFILE_TYPES),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  accountName: z.nullable(z.string()),
  numberOfPages: z.int(),
  totalCharge: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  fileName: z.string(),
  status: z.enum(EFILE_STATUSES),
  reason: z.nullable(z.string()),
  reviewedBy: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
});
export type EfileSubmissionRow = z.infer<typeof efileSubmissionRowSchema>;
export const efileSubmissionsResponseSchema = z.object({
  rows: z.array(efileSubmissionRowSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const efileReviewRequestSchema = z
  .object({
    transactionNumber: z.string().check(z.minLength(1), z.maxLength(30)),
    action: z.enum(['REVIEW', 'ACCEPT', 'REJECT']),
    reason: z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          EFILE_LIMITS.rejectReason,
          PROFILE_MESSAGES.max({ n: EFILE_LIMITS.rejectReason }),
        ),
      ),
  })
  .check(
    z.refine((v) => v.action !== 'REJECT' || v.reason.length > 0, {
      message: EFILE_MESSAGES.rejectReasonRequired,
      path: ['reason'],
    }),
  );
export type EfileReviewRequest = z.infer<typeof efileReviewRequestSchema>;

/*
 * Fee Structure > E-file Fees (a county setting the spec does not show): what recording costs per document
 * type, the first page and each additional page. A card payer adds the Credit Card Extra surcharge.
 */
const efileTypeFeeSchema = z.object({ firstPage: moneySchema(), additionalPages: moneySchema() });
export const efileFeesSchema = z.object(
  Object.fromEntries(EFILE_TYPES.map((t) => [t, efileTypeFeeSchema])) as Record<
    EfileType,
    typeof efileTypeFeeSchema
  >,
);
export type EfileFees = z.infer<typeof efileFeesSchema>;

/** The recording charges of a document: the first page, the others, before any card surcharge. */
export function efileCharges(
  fees: EfileFees,
  efileType: EfileType,
  pages: number,
): { firstPageCharge: number; additionalPagesCharge: number } {
  const fee = fees[efileType];
  const additional = Math.max(0, pages - 1);
  return {
    firstPageCharge: fee.firstPage,
    additionalPagesCharge: Math.round(fee.additionalPages * additional * 100) / 100,
  };
}
