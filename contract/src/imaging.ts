import './zod';
import * as z from 'zod/mini';
import { codedMessageSchema } from './envelope';
import { message } from './messages';
import { sourcedDocKeySchema } from './search/results';

/*
 * Image preview, page selection and download orders (spec 1 §4 "Image download purchase flow", §7 "Imaging and
 * flat fee", §9): the calls' bodies and answers, and the page-list rule the browser and the server share.
 */

/** Thumbnails per view and the jump steps (spec 1 §9). */
export const THUMBNAILS_PER_VIEW = 5;
export const PAGE_STEPS = { small: 1, large: 5 } as const;
/** The most pages a document image may have (page lists and jumps are checked against the real count). */
export const MAX_IMAGE_PAGES = 9999;

export const IMAGING_MESSAGES = {
  noPagesSelected: 'There are no pages selected.',
  noSuchPage: message<{ value: string }>('Document does not have a page {{value}}'),
  pagesFormat: 'Enter pages and ranges separated by commas, like 1, 3, 7-9, 11.',
  firstPage: 'Already at first page.',
  lastPage: 'Already at last page.',
  lastPages: 'Already at last pages.',
  insufficientFunds: 'There are insufficient funds.',
  noBuyOptions: 'Buy options are not supported.',
  noContent: 'There is no content to show',
  authorized: 'Authorization successful',
} as const;

export const PAGE_SELECTION_METHODS = ['ENTIRE_DOCUMENT', 'CSV_PAGES'] as const;
export type PageSelectionMethod = (typeof PAGE_SELECTION_METHODS)[number];

export const IMAGE_PREVIEW_SETTING_CHANGES = [
  'PAGE_TOGGLED',
  'KEEP_PAGE',
  'IGNORE_PAGE',
  'PAGE_SELECTION_METHOD_CHANGED',
  'PAGES_CHANGED',
] as const;
export type ImagePreviewSettingChange = (typeof IMAGE_PREVIEW_SETTING_CHANGES)[number];

export type PageList = { ok: true; pages: number[] } | { ok: false; message: string };

/**
 * Reads a page list like '1, 3, 7-9, 11' (spaces anywhere, ranges low-high) into sorted distinct pages of a
 * document of `pageCount` pages. Empty text is an empty list; a page outside 1..pageCount names itself
 * ('Document does not have a page 12'); anything else that is not a number or a range is a format error.
 */
export function parsePageList(text: string, pageCount: number): PageList {
  const pages = new Set<number>();
  for (const raw of text.split(',')) {
    const part = raw.trim();
    if (!part) continue;
    const range = /^(\d{1,4})\s*(?:-\s*(\d{1,4}))?$/.exec(part);
    if (!range) return { ok: false, message: IMAGING_MESSAGES.pagesFormat };
    const low = Number(range[1]);
    const high = range[2] === undefined ? low : Number(range[2]);
    if (high < low) return { ok: false, message: IMAGING_MESSAGES.pagesFormat };
    for (const page of [low, high]) {
      if (page < 1 || page > pageCount)
        return { ok: false, message: IMAGING_MESSAGES.noSuchPage({ value: String(page) }) };
    }
    for (let page = low; page <= high; page++) pages.add(page);
  }
  return { ok: true, pages: [...pages].sort((a, b) => a - b) };
}

/** Writes pages as the shortest list with ranges: [1, 3, 7, 8, 9, 11] -> '1, 3, 7-9, 11'. */
export function formatPageList(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(j - i >= 2 ? `${sorted[i]}-${sorted[j]}` : sorted.slice(i, j + 1).join(', '));
    i = j + 1;
  }
  return parts.join(', ');
}

/** The pages a selection stands for: every page for ENTIRE_DOCUMENT, else the list (invalid lists: none). */
export function selectedPages(
  settings: { pageSelectionMethod: PageSelectionMethod; selectedAsCsv: string },
  pageCount: number,
): number[] {
  if (settings.pageSelectionMethod === 'ENTIRE_DOCUMENT')
    return Array.from({ length: pageCount }, (_, i) => i + 1);
  const list = parsePageList(settings.selectedAsCsv, pageCount);
  return list.ok ? list.pages : [];
}

const pageNumber = z.int().check(z.minimum(1), z.maximum(MAX_IMAGE_PAGES));
const csv = z.string().check(z.maxLength(2000));
/**
 * The record an image belongs to: the key the results gave it. The server resolves the record from the key's
 * kind (docKeyType) and id (docKeyNumber): a Torrens certificate, a tract-book entry, a grantor-grantee book and
 * a document each number their own rows, so an id alone names no record.
 */
const documentRef = { sourcedDocKey: sourcedDocKeySchema };

export const imagePreviewSettingsSchema = z.object({
  ...documentRef,
  pageCount: z.int().check(z.minimum(0), z.maximum(MAX_IMAGE_PAGES)),
  pageSelectionMethod: z.enum(PAGE_SELECTION_METHODS),
  selectedAsCsv: csv,
});
export type ImagePreviewSettings = z.infer<typeof imagePreviewSettingsSchema>;

/** POST imaging/getThumbnails: the opening call sends only the document; later calls the settings and page. */
export const thumbnailsRequestSchema = z.object({
  ...documentRef,
  pageSelectionMethod: z.optional(z.enum(PAGE_SELECTION_METHODS)),
  selectedAsCsv: z.optional(csv),
  page: z.optional(pageNumber),
});
export type ThumbnailsRequest = z.infer<typeof thumbnailsRequestSchema>;

export const pagesSelectedSchema = z.object({
  pageSelectionMethod: z.enum(PAGE_SELECTION_METHODS),
  selectedAsCsv: z.string(),
  pages: z.array(z.int()),
});
export type PagesSelected = z.infer<typeof pagesSelectedSchema>;

export const thumbnailSchema = z.object({
  page: z.int(),
  selected: z.boolean(),
  image: z.string(),
});
export const thumbnailsResponseSchema = z.object({
  header: z.object({
    sourcedDocKey: sourcedDocKeySchema,
    pageCount: z.int(),
    uiTitle: z.string(),
    uiTitleBeginningOfSentence: z.string(),
  }),
  page: z.int(),
  pagesSelected: pagesSelectedSchema,
  thumbnails: z.array(thumbnailSchema),
});
export type ThumbnailsResponse = z.infer<typeof thumbnailsResponseSchema>;

/** One page at reading size for the enlarged view (base64 JPEG). */
export const pageImageRequestSchema = z.object({ ...documentRef, page: pageNumber });
export const pageImageResponseSchema = z.object({ page: z.int(), image: z.string() });

/**
 * GET imaging/pages/{docKeyType}/{docKeyNumber}/{page}.jpg[?size=thumbnail]: a page's watermarked preview (or its
 * thumbnail) as an image the browser caches, for an <img>: the same picture getPageImage answers in base64.
 */
export const pagePictureParamsSchema = z.object({
  docKeyType: sourcedDocKeySchema.shape.docKeyType,
  docKeyNumber: z.string().check(z.maxLength(12), z.regex(/^\d{1,12}$/)),
  page: z.coerce.number<string>().check(z.int(), z.minimum(1), z.maximum(MAX_IMAGE_PAGES)),
});
export const pagePictureQuerySchema = z.object({ size: z.optional(z.enum(['page', 'thumbnail'])) });

/** The path of a page's picture under the API (pagePictureParamsSchema). */
export const pagePicturePath = (
  key: { docKeyType: string; docKeyNumber: string },
  page: number,
  size: 'page' | 'thumbnail' = 'page',
) =>
  `imaging/pages/${key.docKeyType}/${encodeURIComponent(key.docKeyNumber)}/${page}.jpg${size === 'thumbnail' ? '?size=thumbnail' : ''}`;

/** POST imaging/updateImagePreviewSettings. */
export const updatePreviewSettingsRequestSchema = z.object({
  imagePreviewSettingChange: z.enum(IMAGE_PREVIEW_SETTING_CHANGES),
  imagePreviewSettings: imagePreviewSettingsSchema,
  page: z.optional(pageNumber),
});
export type UpdatePreviewSettingsRequest = z.infer<typeof updatePreviewSettingsRequestSchema>;
export const updatePreviewSettingsResponseSchema = z.object({ pagesSelected: pagesSelectedSchema });

/** POST imaging/computeDownloadOrder and recomputeDownloadOrder. */
export const downloadOrderRequestSchema = z.object({
  ...documentRef,
  pageSelectionMethod: z.enum(PAGE_SELECTION_METHODS),
  selectedAsCsv: csv,
  /** recompute: the order being replaced (cancelled). */
  imageStateGuid: z.optional(z.string().check(z.maxLength(64))),
});
export type DownloadOrderRequest = z.infer<typeof downloadOrderRequestSchema>;

export const feeLineSchema = z.object({ description: z.string(), amount: z.string() });
/**
 * What an order the balance cannot pay is short of, and who can add it: the money missing from the escrow balance
 * (`amount`, and `deposit`, the deposit in dollars that covers it, at least the county's smallest) or the flat-fee
 * images missing (`images`); the account administrators of the user's account who can add money or images, by
 * name (the user excluded; none when the county does not let them).
 */
const shortfallSchema = z.object({
  account: z.string(),
  amount: z.nullable(z.string()),
  deposit: z.nullable(z.number()),
  images: z.nullable(z.int()),
  administrators: z.array(z.string()),
});
/** What the confirm dialog shows and which buttons it offers (spec 1 §4), all worked out by the server. */
export const feeScheduleSchema = z.object({
  title: z.string(),
  beginningBalance: z.nullable(z.string()),
  purchaseMessage: z.string(),
  lines: z.array(feeLineSchema),
  total: z.nullable(z.string()),
  endingBalance: z.nullable(z.string()),
  alreadyPurchasedMessage: z.nullable(z.string()),
  insufficientBalance: z.boolean(),
  insufficientBalanceMessage: z.nullable(z.string()),
  noPurchasingOptionsMessage: z.nullable(z.string()),
  downloadButtonText: z.string(),
  buyOptions: z.object({
    flatFeeAddOn: z.boolean(),
    escrowAddOn: z.boolean(),
    creditCard: z.boolean(),
  }),
  preauthorized: z.boolean(),
  /** What the balance is short of and who can add it (an older server sends none). */
  shortfall: z.optional(z.nullable(shortfallSchema)),
  /** The same words, coded, for a browser that shows them in the user's language (the texts above are English). */
  coded: z.optional(
    z.object({
      title: codedMessageSchema,
      purchaseMessage: z.array(codedMessageSchema),
      lines: z.array(
        z.object({ description: codedMessageSchema, amount: z.nullable(codedMessageSchema) }),
      ),
      alreadyPurchasedMessage: z.nullable(codedMessageSchema),
      insufficientBalanceMessage: z.nullable(codedMessageSchema),
      noPurchasingOptionsMessage: z.nullable(codedMessageSchema),
      downloadButtonText: codedMessageSchema,
    }),
  ),
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;
export const downloadOrderResponseSchema = z.object({
  feeSchedule: feeScheduleSchema,
  imageState: z.object({ guid: z.string(), expiresAt: z.string() }),
});
export type DownloadOrder = z.infer<typeof downloadOrderResponseSchema>;

export const imageStateRequestSchema = z.object({
  imageStateGuid: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const PAY_STATUSES = [
  'PAID',
  'INSUFFICIENT_FUNDS',
  'PREAUTHORIZATION_NEEDED',
  'EXPIRED',
] as const;
export const payDownloadOrderResponseSchema = z.object({
  status: z.enum(PAY_STATUSES),
  usageBalanceResult: z.object({ usageBalance: z.nullable(z.string()) }),
});
export type PayDownloadOrderResult = z.infer<typeof payDownloadOrderResponseSchema>;

/** POST imaging/getImage: the PDF of the paid pages (base64). */
export const imageResponseSchema = z.object({
  preview: z.boolean(),
  pdf: z.string(),
  header: z.object({ uiSaveAsImageName: z.string(), pageCount: z.int() }),
});
export type ImageResponse = z.infer<typeof imageResponseSchema>;
export const DEFAULT_IMAGE_NAME = 'image.pdf';

/*
 * The image cart: pages of several records bought in one payment. Each record is its own order (priced by the
 * same rules as a single download, one ledger movement each); the cart's schedule is their sum, and paying the
 * cart pays every order in one transaction (all or none), from one card preauthorization for a card payer.
 */
export const MAX_CART_DOCUMENTS = 10;
const guid = z.string().check(z.minLength(1), z.maxLength(64));
export const cartItemSchema = z.object({
  ...documentRef,
  pageSelectionMethod: z.enum(PAGE_SELECTION_METHODS),
  selectedAsCsv: csv,
});
export type CartItem = z.infer<typeof cartItemSchema>;
/** POST imaging/computeCartOrder. */
export const cartOrderRequestSchema = z.object({
  items: z.array(cartItemSchema).check(z.minLength(1), z.maxLength(MAX_CART_DOCUMENTS)),
  /** recompute: the cart's orders being replaced (cancelled). */
  imageStateGuids: z.optional(z.array(guid).check(z.maxLength(MAX_CART_DOCUMENTS))),
});
export type CartOrderRequest = z.infer<typeof cartOrderRequestSchema>;
export const cartOrderResponseSchema = z.object({
  feeSchedule: feeScheduleSchema,
  orders: z.array(
    z.object({
      title: z.string(),
      sourcedDocKey: sourcedDocKeySchema,
      pageCount: z.int(),
      total: z.string(),
      imageState: z.object({ guid: z.string(), expiresAt: z.string() }),
    }),
  ),
});
export type CartOrder = z.infer<typeof cartOrderResponseSchema>;
/** POST imaging/payCartOrder: pays every order of the cart, or none. */
export const payCartOrderRequestSchema = z.object({
  imageStateGuids: z.array(guid).check(z.minLength(1), z.maxLength(MAX_CART_DOCUMENTS)),
});
