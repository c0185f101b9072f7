import { parseUsDate, reportRangeDates } from '@lrp/contract';
import {
  countyDate,
  countyDateTime,
  countyDayRange,
  countyNowForContract,
  formatCountyDateTime,
  startOfCountyDay,
  zoneAbbreviation,
} from '../../src/lib/county-time';

const TZ = 'America/Chicago';
const day = (us: string) => parseUsDate(us)!;

describe('the county calendar', () => {
  test('the county date of an instant', () => {
    expect(countyDate(new Date('2026-01-01T05:59:00Z'), TZ)).toEqual(day('12/31/2025'));
    expect(countyDate(new Date('2026-01-01T06:00:00Z'), TZ)).toEqual(day('01/01/2026'));
    expect(countyDate(new Date('2026-07-01T04:59:00Z'), TZ)).toEqual(day('06/30/2026'));
  });

  test('midnight, in standard and daylight time and on the days the clocks change', () => {
    expect(startOfCountyDay(day('01/15/2026'), TZ).toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(startOfCountyDay(day('07/15/2026'), TZ).toISOString()).toBe('2026-07-15T05:00:00.000Z');
    expect(startOfCountyDay(day('03/08/2026'), TZ).toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(startOfCountyDay(day('03/09/2026'), TZ).toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(startOfCountyDay(day('11/01/2026'), TZ).toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(countyDateTime(day('03/08/2026'), 9 * 60, TZ).toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
    expect(startOfCountyDay(day('01/15/2026'), 'UTC').toISOString()).toBe(
      '2026-01-15T00:00:00.000Z',
    );
  });

  test('a range of days is [first midnight, the midnight after the last)', () => {
    const { start, end } = countyDayRange(day('03/01/2026'), day('03/31/2026'), TZ);
    expect(start.toISOString()).toBe('2026-03-01T06:00:00.000Z');
    expect(end.toISOString()).toBe('2026-04-01T05:00:00.000Z');
  });

  test("the contract's report ranges computed on the county's today", () => {
    // 11:30 p.m. on 12/31 in Chicago is already 01/01 in UTC.
    const now = new Date('2027-01-01T05:30:00Z');
    expect(
      reportRangeDates('YTD', { fromDate: '', toDate: '' }, countyNowForContract(now, TZ)),
    ).toEqual({ fromDate: '01/01/2026', toDate: '12/31/2026' });
    expect(
      reportRangeDates('MONTH', { fromDate: '', toDate: '' }, countyNowForContract(now, TZ)),
    ).toEqual({ fromDate: '12/01/2026', toDate: '12/31/2026' });
  });

  test('stamps read as county time', () => {
    expect(formatCountyDateTime(new Date('2026-03-01T06:30:00Z'), TZ)).toBe('03/01/2026 12:30 AM');
    expect(formatCountyDateTime(new Date('2026-07-04T19:05:00Z'), TZ)).toBe('07/04/2026 2:05 PM');
    expect(zoneAbbreviation(new Date('2026-07-04T19:05:00Z'), TZ)).toBe('CDT');
  });
});
