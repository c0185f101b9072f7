/*
 * The county's calendar. Report periods and the home page's Today / This Month totals are days of the county
 * (COUNTY_TIME_ZONE), whatever zone the server runs in. A "calendar date" here is a Date at UTC midnight of
 * that day, as the contract's parseUsDate and formatUsDate use them. Time-zone rules (DST included) are dayjs's
 * utc and timezone plugins over the platform's Intl data.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY_MS = 86_400_000;

/** A calendar date's day as YYYY-MM-DD. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last answer of countyDate per zone, by minute: every signed-in page load asks for today's date. */
const recentDates = new Map<string, { minute: number; date: number }>();

/** The county's calendar date at this instant. */
export function countyDate(instant: Date, timeZone: string): Date {
  // Zone offsets are whole minutes, so the date is the same for every instant of a UTC minute.
  const minute = Math.floor(instant.getTime() / 60_000);
  const recent = recentDates.get(timeZone);
  if (recent?.minute === minute) return new Date(recent.date);
  const date = Date.parse(`${dayjs(instant).tz(timeZone).format('YYYY-MM-DD')}T00:00:00Z`);
  recentDates.set(timeZone, { minute, date });
  return new Date(date);
}

/** The instant at a wall-clock time of a county day (minutes after midnight), DST included. */
export function countyDateTime(date: Date, minutesAfterMidnight: number, timeZone: string): Date {
  const hours = String(Math.floor(minutesAfterMidnight / 60)).padStart(2, '0');
  const minutes = String(minutesAfterMidnight % 60).padStart(2, '0');
  return dayjs.tz(`${isoDay(date)} ${hours}:${minutes}`, timeZone).toDate();
}

/** The instant the county's day `date` (a calendar date) begins: its local midnight. */
export function startOfCountyDay(date: Date, timeZone: string): Date {
  return countyDateTime(date, 0, timeZone);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** [from, to) instants covering the county days `fromDate` through `toDate` (calendar dates). */
export function countyDayRange(
  fromDate: Date,
  toDate: Date,
  timeZone: string,
): { start: Date; end: Date } {
  return {
    start: startOfCountyDay(fromDate, timeZone),
    end: startOfCountyDay(addDays(toDate, 1), timeZone),
  };
}

/**
 * A Date whose local (server-zone) fields read the county's date at noon: what the contract's reportRangeDates
 * and todayUtc expect as "now", so they compute the county's today wherever the server runs.
 */
export function countyNowForContract(instant: Date, timeZone: string): Date {
  const d = countyDate(instant, timeZone);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12);
}

/** `03/14/2026 9:05 AM` in the county's zone. */
export function formatCountyDateTime(instant: Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('MM/DD/YYYY h:mm A');
}

/** The zone's short name at an instant (CST, CDT), for a report's "generated" line. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
