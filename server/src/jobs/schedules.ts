import { countyDate } from '../lib/county-time';
import type { Schedule } from './queue';

/*
 * Periods for JobQueue.schedule: a schedule names the period `now` falls in; a job runs once per period, on the
 * first instance that sees the period begin. Clocks of instances a few seconds apart agree on the name.
 */

const MINUTE_MS = 60_000;

/** Every `ms` milliseconds (periods counted from the Unix epoch, so every instance agrees). */
export function every(ms: number): Schedule {
  if (!Number.isSafeInteger(ms) || ms < 1000)
    throw new Error(`a schedule runs at most every second, not every ${ms} ms`);
  return { slot: (now) => String(Math.floor(now.getTime() / ms)) };
}

function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`give a time as HH:MM, not ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Once a county day, at `time` (HH:MM) on the county's clock (COUNTY_TIME_ZONE). */
export function dailyAt(time: string, timeZone: string): Schedule {
  const offset = minutesOf(time) * MINUTE_MS;
  // The county day `offset` ago: it turns over at `time` (an hour off on the days the clocks change).
  return { slot: (now) => isoDate(countyDate(new Date(now.getTime() - offset), timeZone)) };
}

/** Once a month, on day `day` (1 to 28) at `time` on the county's clock: billing, renewals. */
export function monthlyOn(day: number, time: string, timeZone: string): Schedule {
  if (!Number.isInteger(day) || day < 1 || day > 28)
    throw new Error(`a monthly schedule runs on day 1 to 28, not ${day}`);
  const offset = (day - 1) * 24 * 60 * MINUTE_MS + minutesOf(time) * MINUTE_MS;
  return {
    slot: (now) => isoDate(countyDate(new Date(now.getTime() - offset), timeZone)).slice(0, 7),
  };
}
