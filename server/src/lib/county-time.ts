/*
 * The county's calendar. Report periods and the home page's Today / This Month totals are days of the county
 * (COUNTY_TIME_ZONE), whatever zone the server runs in. A "calendar date" here is a Date at UTC midnight of
 * that day, as the contract's parseUsDate and formatUsDate use them.
 */

const DAY_MS = 86_400_000;

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsOf(instant: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant (negative west of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = partsOf(new Date(instant), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The last answer of countyDate per zone, by minute: every signed-in page load asks for today's date. */
const recentDates = new Map<string, { minute: number; date: number }>();

/** The county's calendar date at this instant. */
export function countyDate(instant: Date, timeZone: string): Date {
  // Zone offsets are whole minutes, so the date is the same for every instant of a UTC minute.
  const minute = Math.floor(instant.getTime() / 60_000);
  const recent = recentDates.get(timeZone);
  if (recent?.minute === minute) return new Date(recent.date);
  const p = partsOf(instant, timeZone);
  const date = Date.UTC(p.year, p.month - 1, p.day);
  recentDates.set(timeZone, { minute, date });
  return new Date(date);
}

/** The instant the county's day `date` (a calendar date) begins: its local midnight, DST included. */
export function startOfCountyDay(date: Date, timeZone: string): Date {
  const wall = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  // Two passes: the offset at the guess can differ from the offset at midnight across a DST change.
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/** The instant at a wall-clock time of a county day (minutes after midnight). */
export function countyDateTime(date: Date, minutesAfterMidnight: number, timeZone: string): Date {
  const wall = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) + minutesAfterMidnight * 60_000;
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** [from, to) instants covering the county days `fromDate` through `toDate` (calendar dates). */
export function countyDayRange(fromDate: Date, toDate: Date, timeZone: string): { start: Date; end: Date } {
  return { start: startOfCountyDay(fromDate, timeZone), end: startOfCountyDay(addDays(toDate, 1), timeZone) };
}

/**
 * A Date whose local (server-zone) fields read the county's date at noon: what the contract's reportRangeDates
 * and todayUtc expect as "now", so they compute the county's today wherever the server runs.
 */
export function countyNowForContract(instant: Date, timeZone: string): Date {
  const d = countyDate(instant, timeZone);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12);
}

const stampFormats = new Map<string, Intl.DateTimeFormat>();

/** `03/14/2026 9:05 AM` in the county's zone. */
export function formatCountyDateTime(instant: Date, timeZone: string): string {
  let format = stampFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    stampFormats.set(timeZone, format);
  }
  return format.format(instant).replace(',', '');
}

/** The zone's short name at an instant (CST, CDT), for a report's "generated" line. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(instant).find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
