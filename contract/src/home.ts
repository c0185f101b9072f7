import './zod';
import * as z from 'zod/mini';
import { paragraphSchema } from './envelope';
import { checkDateRange, DATE_MESSAGES, DATE_TEXT_MAX, formatUsDate, todayUtc } from './dates';

/** The most columns, rows and characters per cell of a headed table (the notable-dates card is a few rows). */
export const HEADED_TABLE_LIMITS = { columns: 10, rows: 40, cell: 100 } as const;

const cell = z.string().check(z.maxLength(HEADED_TABLE_LIMITS.cell));
const cells = z.array(cell).check(z.maxLength(HEADED_TABLE_LIMITS.columns));

/** A table of headings and rows (notable dates, transaction totals). */
export const headedTableSchema = z.object({
  headings: cells,
  rows: z.array(cells).check(z.maxLength(HEADED_TABLE_LIMITS.rows)),
});
export type HeadedTable = z.infer<typeof headedTableSchema>;

export const homeSelectionsSchema = z.object({
  latestNews: z.boolean(),
  latestNewsLoginPage: z.boolean(),
  latestNewsMore: z.boolean(),
  disclaimer: z.boolean(),
  contactUs: z.boolean(),
  links: z.boolean(),
  linksLoginPage: z.boolean(),
  linksMore: z.boolean(),
  loginSlides: z.boolean(),
  notableDates: z.boolean(),
  transactions: z.boolean(),
});
export type HomeSelections = z.infer<typeof homeSelectionsSchema>;

/** GET home/all (spec 1 §3 "Home content"). `transactionTotals` is null for GUEST and without a session. */
export const homeContentSchema = z.object({
  selections: homeSelectionsSchema,
  numberOfSlides: z.int().check(z.minimum(0), z.maximum(6)),
  common: z.object({ contactName: z.string(), contactPhone: z.string(), contactEmail: z.string() }),
  notableDates: headedTableSchema,
  transactionTotals: z.nullable(headedTableSchema),
  links: z.object({ paragraphs: z.array(paragraphSchema) }),
  latestNews: z.object({ paragraphs: z.array(paragraphSchema) }),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

/** The disclaimer card shows only when exactly one link is headed "Disclaimer" (spec 1 §2). */
export function disclaimerLink(
  links: { heading: string; paragraphContent: string }[],
): string | null {
  const found = links.filter((l) => l.heading.trim().toLowerCase() === 'disclaimer');
  return found.length === 1 ? found[0].paragraphContent : null;
}

export const REPORT_RANGES = ['TODAY', 'MONTH', 'YTD', 'CUSTOM'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const REPORT_TYPES = ['ACCOUNT', 'USER'] as const;

/** POST home/transactionReport: dates MM/DD/YYYY, at most a year apart. */
export const transactionReportRequestSchema = z
  .object({
    fromDate: z.string().check(z.maxLength(DATE_TEXT_MAX, DATE_MESSAGES.format)),
    toDate: z.string().check(z.maxLength(DATE_TEXT_MAX, DATE_MESSAGES.format)),
    reportType: z.enum(REPORT_TYPES),
    reportRange: z.enum(REPORT_RANGES),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.reportRange === 'CUSTOM') checkDateRange(value, ctx, { cap: 'year' });
    }),
  );
export type TransactionReportRequest = z.infer<typeof transactionReportRequestSchema>;

/** The from and to dates a range stands for (CUSTOM keeps the ones given). */
export function reportRangeDates(
  range: ReportRange,
  custom: { fromDate: string; toDate: string },
  now = new Date(),
) {
  const today = todayUtc(now);
  const start = (y: number, m: number) => formatUsDate(new Date(Date.UTC(y, m, 1)));
  switch (range) {
    case 'TODAY':
      return { fromDate: formatUsDate(today), toDate: formatUsDate(today) };
    case 'MONTH':
      return {
        fromDate: start(today.getUTCFullYear(), today.getUTCMonth()),
        toDate: formatUsDate(today),
      };
    case 'YTD':
      return { fromDate: start(today.getUTCFullYear(), 0), toDate: formatUsDate(today) };
    default:
      return custom;
  }
}
