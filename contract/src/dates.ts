import type { IssueSink } from './rules';

/** Date messages of spec 1 §5. */
export const DATE_MESSAGES = {
  format: 'MM/DD/YYYY',
  required: 'Required.',
  future: 'Future date entered.',
  order: 'Invalid date range.',
  orderWithTime: 'Invalid date/time range.',
  month: 'Date range cannot exceed a month.',
  year: 'Date range cannot exceed a year.',
} as const;

export const DATE_RANGE_CAPS = { month: 31, year: 366 } as const;

/** The longest text a date field takes: MM/DD/YYYY and a few blanks around it. */
export const DATE_TEXT_MAX = 20;

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Parses MM/DD/YYYY strictly (no rollover such as 02/30); null when it is not such a date. */
export function parseUsDate(value: string): Date | null {
  const m = US_DATE.exec(value.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? date
    : null;
}

/** Formats a date as MM/DD/YYYY (its UTC calendar day). */
export function formatUsDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

/** Today as a UTC calendar date in the given time zone's terms (the county's day). */
export function todayUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

const DAY_MS = 86_400_000;

/**
 * Checks a from/to pair of MM/DD/YYYY dates: format, not in the future, in order, and within a cap
 * (31 or 366 days). Issues are reported on the field they concern (`fields` names them when a form calls
 * them something else than fromDate and toDate).
 */
export function checkDateRange(
  value: { fromDate: string; toDate: string },
  ctx: IssueSink,
  options: {
    cap?: keyof typeof DATE_RANGE_CAPS;
    today?: Date;
    fields?: readonly [from: string, to: string];
  } = {},
): void {
  const today = options.today ?? todayUtc();
  const [fromField, toField] = options.fields ?? ['fromDate', 'toDate'];
  const from = parseUsDate(value.fromDate);
  const to = parseUsDate(value.toDate);
  if (!value.fromDate.trim())
    ctx.addIssue({ code: 'custom', path: [fromField], message: DATE_MESSAGES.required });
  else if (!from)
    ctx.addIssue({ code: 'custom', path: [fromField], message: DATE_MESSAGES.format });
  else if (from > today)
    ctx.addIssue({ code: 'custom', path: [fromField], message: DATE_MESSAGES.future });
  if (value.toDate.trim() && !to)
    ctx.addIssue({ code: 'custom', path: [toField], message: DATE_MESSAGES.format });
  else if (to && to > today)
    ctx.addIssue({ code: 'custom', path: [toField], message: DATE_MESSAGES.future });
  if (from && to && from <= today && to <= today) {
    if (to < from) ctx.addIssue({ code: 'custom', path: [toField], message: DATE_MESSAGES.order });
    else if (
      options.cap &&
      (to.getTime() - from.getTime()) / DAY_MS > DATE_RANGE_CAPS[options.cap]
    ) {
      ctx.addIssue({ code: 'custom', path: [toField], message: DATE_MESSAGES[options.cap] });
    }
  }
}
