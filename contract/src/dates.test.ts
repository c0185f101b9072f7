import { z } from 'zod';
import { checkDateRange, parseUsDate } from './dates';
import { reportRangeDates, transactionReportRequestSchema } from './home';

const today = new Date(Date.UTC(2026, 10, 22));
const check = (fromDate: string, toDate: string, cap?: 'month' | 'year') =>
  z
    .object({ fromDate: z.string(), toDate: z.string() })
    .superRefine((v, ctx) => checkDateRange(v, ctx, { cap, today }))
    .safeParse({ fromDate, toDate })
    .error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`) ?? [];

describe('date rules', () => {
  it('reads MM/DD/YYYY strictly', () => {
    expect(parseUsDate('02/28/2026')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseUsDate('02/30/2026')).toBeNull();
    expect(parseUsDate('2026-02-01')).toBeNull();
    expect(parseUsDate('2/1/2026')).toBeNull();
  });

  it('answers each broken rule with the spec message', () => {
    expect(check('', '11/01/2026')).toEqual(['fromDate: Required.']);
    expect(check('13/01/2026', '11/01/2026')).toEqual(['fromDate: MM/DD/YYYY']);
    expect(check('11/23/2026', '11/23/2026')).toEqual([
      'fromDate: Future date entered.',
      'toDate: Future date entered.',
    ]);
    expect(check('11/10/2026', '11/01/2026')).toEqual(['toDate: Invalid date range.']);
    expect(check('01/01/2026', '11/01/2026', 'month')).toEqual([
      'toDate: Date range cannot exceed a month.',
    ]);
    expect(check('11/01/2024', '11/01/2026', 'year')).toEqual([
      'toDate: Date range cannot exceed a year.',
    ]);
    expect(check('11/22/2025', '11/22/2026', 'year')).toEqual([]);
  });
});

describe('transactions report ranges', () => {
  it('turns Today, This Month and YTD into dates', () => {
    const now = new Date(2026, 10, 22, 15, 0);
    expect(reportRangeDates('TODAY', { fromDate: '', toDate: '' }, now)).toEqual({
      fromDate: '11/22/2026',
      toDate: '11/22/2026',
    });
    expect(reportRangeDates('MONTH', { fromDate: '', toDate: '' }, now)).toEqual({
      fromDate: '11/01/2026',
      toDate: '11/22/2026',
    });
    expect(reportRangeDates('YTD', { fromDate: '', toDate: '' }, now)).toEqual({
      fromDate: '01/01/2026',
      toDate: '11/22/2026',
    });
  });

  it('checks dates only for a custom range', () => {
    expect(
      transactionReportRequestSchema.safeParse({
        fromDate: '',
        toDate: '',
        reportType: 'USER',
        reportRange: 'YTD',
      }).success,
    ).toBe(true);
    expect(
      transactionReportRequestSchema.safeParse({
        fromDate: '',
        toDate: '',
        reportType: 'USER',
        reportRange: 'CUSTOM',
      }).success,
    ).toBe(false);
  });
});
