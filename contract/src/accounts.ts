import './zod';
import * as z from 'zod/mini';
import { codeDescriptionSchema } from './envelope';
import { int32Schema, rowIdParamSchema, rowIdSchema } from './limits';
import { message } from './messages';
import { ACCOUNT_TYPES, PAYMENT_METHODS, type AccountType, type PaymentMethod } from './roles';
import type { IssueSink } from './rules';
import { SEARCH_TYPE_KEYS, type SearchTypeKey } from './search-types';

export const ACCOUNT_STATUS_FILTERS = ['ALL', 'A', 'NB', 'NIR', 'I'] as const;
export const ACCOUNT_LIST_PAGE_SIZE = 10;

/** Messages of spec 3 §5 for the account entry. */
export const ACCOUNT_ENTRY_MESSAGES = {
  required: 'Required.',
  max: message<{ n: number }>('{{n}} characters max.'),
  landLinkNumeric: 'Numeric Account Number',
  zipLength: '5-digit zip.',
  numbersOnly: 'Numbers only.',
  standardPhone: '(XXX) XXX-XXXX',
  paymentMethod: 'Choose a payment method this account type can use.',
} as const;

export const ACCOUNT_LIMITS = {
  name: 60,
  address: 50,
  city: 50,
  email: 50,
  zip: 5,
  landLink: 10,
  phone: 14,
  phoneMax: 30,
} as const;

/** The payment methods an account type may use: the list is narrower when the type is not A_LA_CARTE. */
export function paymentMethodsFor(accountType: AccountType): readonly PaymentMethod[] {
  return accountType === 'A_LA_CARTE' ? PAYMENT_METHODS : ['ESCROW', 'INVOICE'];
}

export const accountListRequestSchema = z.object({
  filterText: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  statusType: z._default(z.enum(ACCOUNT_STATUS_FILTERS), 'ALL'),
});
export type AccountListRequest = z.input<typeof accountListRequestSchema>;

export const accountListItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  accountTypeDescription: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentMethodDescription: z.string(),
  /** Dollars, e.g. '25.00'. */
  monthlyFee: z.string(),
  monthlyFeeDescription: z.string(),
  status: z.enum(['A', 'I']),
  userCount: z.int(),
  needsBilling: z.boolean(),
  needsImageRenewal: z.boolean(),
});
export type AccountListItem = z.infer<typeof accountListItemSchema>;
/** content.accounts, and whether the county reloads flat-fee accounts (the More menu's Reload). */
export const accountListSchema = z.object({
  accounts: z.array(accountListItemSchema),
  countyAdminReload: z.boolean(),
});

export const accountListActionSchema = z.object({
  accountId: rowIdSchema,
  ...accountListRequestSchema.shape,
});
export type AccountListAction = z.input<typeof accountListActionSchema>;
export const accountListActionReplySchema = z.object({
  accounts: z.array(accountListItemSchema),
  accountCodeDescriptionResults: z.array(codeDescriptionSchema),
});
export const accountIdSchema = z.object({ accountId: rowIdSchema });
export const accountIdParamsSchema = z.object({ id: rowIdParamSchema() });
/** GET controlPanel/account/{id}: 0 answers a new account's defaults. */
export const accountEntryParamsSchema = z.object({ id: rowIdParamSchema(0) });

const optionalText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, ACCOUNT_ENTRY_MESSAGES.max({ n: max })));

const accountFields = {
  id: int32Schema(0),
  name: z
    .string()
    .check(
      z.trim(),
      z.maxLength(ACCOUNT_LIMITS.name, ACCOUNT_ENTRY_MESSAGES.max({ n: ACCOUNT_LIMITS.name })),
    ),
  accountType: z.enum(ACCOUNT_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Dollars; hidden (and 0) for FLAT_FEE, whose fee is the rate level's cost. */
  monthlyFee: z.number().check(z.minimum(0), z.maximum(100_000)),
  flatFeeRateLevel: z.int().check(z.minimum(0), z.maximum(5)),
  userReload: z.boolean(),
  landLinkAccount: z
    .string()
    .check(
      z.trim(),
      z.maxLength(
        ACCOUNT_LIMITS.landLink,
        ACCOUNT_ENTRY_MESSAGES.max({ n: ACCOUNT_LIMITS.landLink }),
      ),
      z.regex(/^\d*$/, ACCOUNT_ENTRY_MESSAGES.landLinkNumeric),
    ),
  postToLandLink: z.boolean(),
  address: optionalText(ACCOUNT_LIMITS.address),
  city: optionalText(ACCOUNT_LIMITS.city),
  state: z.string().check(z.trim(), z.maxLength(2), z.regex(/^([A-Z]{2})?$/)),
  zip: z.string().check(
    z.trim(),
    z.maxLength(ACCOUNT_LIMITS.zip, ACCOUNT_ENTRY_MESSAGES.zipLength),
    z.regex(/^\d*$/, ACCOUNT_ENTRY_MESSAGES.numbersOnly),
    z.refine((v) => v === '' || v.length === ACCOUNT_LIMITS.zip, ACCOUNT_ENTRY_MESSAGES.zipLength),
  ),
  phone: z.string().check(
    z.trim(),
    z.maxLength(
      ACCOUNT_LIMITS.phoneMax,
      ACCOUNT_ENTRY_MESSAGES.max({ n: ACCOUNT_LIMITS.phoneMax }),
    ),
    z.refine(
      (v) => v === '' || v.length >= ACCOUNT_LIMITS.phone,
      ACCOUNT_ENTRY_MESSAGES.standardPhone,
    ),
  ),
  email: optionalText(ACCOUNT_LIMITS.email),
};

/** The cross-field rules of spec 3 §5: the name when new, the payment method, the LandLink account. */
export function checkAccountEntry(
  value: {
    id: number;
    name: string;
    accountType: AccountType;
    paymentMethod: PaymentMethod;
    flatFeeRateLevel: number;
    postToLandLink: boolean;
    landLinkAccount: string;
  },
  ctx: IssueSink,
): void {
  if (value.id === 0 && !value.name.trim())
    ctx.addIssue({ code: 'custom', path: ['name'], message: ACCOUNT_ENTRY_MESSAGES.required });
  if (!paymentMethodsFor(value.accountType).includes(value.paymentMethod))
    ctx.addIssue({
      code: 'custom',
      path: ['paymentMethod'],
      message: ACCOUNT_ENTRY_MESSAGES.paymentMethod,
    });
  if (landLinkRequired(value) && !value.landLinkAccount.trim())
    ctx.addIssue({
      code: 'custom',
      path: ['landLinkAccount'],
      message: ACCOUNT_ENTRY_MESSAGES.required,
    });
}

/** LandLink account #: required for A_LA_CARTE without card, FLAT_FEE with a rate, CREDIT_CARD posting to LandLink. */
export function landLinkRequired(value: {
  accountType: AccountType;
  paymentMethod: PaymentMethod;
  flatFeeRateLevel: number;
  postToLandLink: boolean;
}): boolean {
  if (value.paymentMethod === 'CREDIT_CARD') return value.postToLandLink;
  if (value.accountType === 'A_LA_CARTE') return true;
  return value.flatFeeRateLevel > 0;
}

/** POST controlPanel/account: creates (id 0) or updates an account. */
export const accountSaveRequestSchema = z
  .object(accountFields)
  .check(z.superRefine(checkAccountEntry));
export type AccountSaveRequest = z.infer<typeof accountSaveRequestSchema>;

/** GET controlPanel/account/{id}: the account as the entry shows it. */
export const accountSchema = z.object({
  ...accountFields,
  status: z.enum(['A', 'I']),
  lastTasks: z.nullable(z.string()),
  userCount: z.int(),
  /** The Monthly Rate choices: code '0' Free, then the county's offered levels ('N image(s) for $cost'). */
  flatFeeRateOptions: z.array(codeDescriptionSchema),
});
export type Account = z.infer<typeof accountSchema>;
export const accountSaveResponseSchema = z.object({
  account: accountSchema,
  accountCodeDescriptionResults: z.array(codeDescriptionSchema),
});
export const accountStatusSchema = z.object({ status: z.enum(['A', 'I']) });

/** GET controlPanel/accountTasks/{id} and every task call's reply (spec 3 §3 "Account tasks"). */
export const accountTasksSchema = z.object({
  id: z.int(),
  accountType: z.enum(ACCOUNT_TYPES),
  lastBilled: z.nullable(z.string()),
  lastImageRenewal: z.nullable(z.string()),
  lastTasks: z.nullable(z.string()),
  needsBilling: z.boolean(),
  needsImageRenewal: z.boolean(),
  /**
   * The last monthly fee a billing run could not collect, until a later billing succeeds (or is marked billed):
   * when, the fee, the escrow balance that could not pay it (ESCROW_SHORT, the one reason today), and whether the
   * flat-fee images were left unrenewed for it. Absent from servers before contract 1.11.
   */
  lastBillingFailure: z.optional(
    z.nullable(
      z.object({
        at: z.string(),
        fee: z.number(),
        balance: z.number(),
        reason: z.enum(['ESCROW_SHORT']),
        imagesNotRenewed: z.boolean(),
      }),
    ),
  ),
});
export type AccountTasks = z.infer<typeof accountTasksSchema>;

/** GET/POST controlPanel/accountPageAccess: a Yes/No per search type for the account's users. */
export const accountPageAccessSchema = z.object({
  id: rowIdSchema,
  ...(Object.fromEntries(SEARCH_TYPE_KEYS.map((k) => [k, z.boolean()])) as Record<
    SearchTypeKey,
    z.ZodMiniBoolean
  >),
});
export type AccountPageAccess = z.infer<typeof accountPageAccessSchema>;

/** GET/POST controlPanel/accountFlatFeeUsage: the flat-fee images an account has left (Flat Fee Usage Override). */
export const flatFeeUsageSchema = z.object({
  id: rowIdSchema,
  imagesRemaining: z.int().check(z.minimum(0), z.maximum(2_147_483_646)),
});
export type FlatFeeUsage = z.infer<typeof flatFeeUsageSchema>;

export const IMAGE_CHARGE_METHODS = ['PAGE', 'DOCUMENT'] as const;
/** Document type rows are added 5 at a time (spec 3 §9). */
export const DOC_TYPE_ROWS_ADDED = 5;

/** One row of the Document Types screen; a blank documentType is a row not filled in (dropped on save). */
export const accountDocTypeSchema = z.object({
  id: int32Schema(0),
  accountId: int32Schema(0),
  documentType: z.string().check(z.trim(), z.maxLength(30)),
  imageChargeMethod: z.enum(IMAGE_CHARGE_METHODS),
  imageRetrieval: z.boolean(),
  previewRetrieval: z.boolean(),
});
export type AccountDocType = z.infer<typeof accountDocTypeSchema>;
/** GET controlPanel/accountDocTypes/{id}, POST controlPanel/accountDocTypes and its organize call. */
export const accountDocTypesContainerSchema = z.object({
  accountId: rowIdSchema,
  accountDocTypes: z.array(accountDocTypeSchema).check(z.maxLength(100)),
});
export type AccountDocTypesContainer = z.infer<typeof accountDocTypesContainerSchema>;
export const accountDocTypesReplySchema = z.object({
  accountDocTypesContainer: accountDocTypesContainerSchema,
});
