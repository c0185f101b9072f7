/*
 * Dates for the generator as day numbers (days since 1970-01-01, UTC calendar days), and the county's
 * recording volume over the years: growing with the county, with the refinancing booms.
 */

const DAY_MS = 86_400_000;

export const dayOf = (y: number, m: number, d: number) =>
  Math.floor(Date.UTC(y, m - 1, d) / DAY_MS);

export function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/** 'YYYY-MM-DD'. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:MM:00' (the county's wall clock). */
export function isoDateTime(day: number, minutes: number): string {
  const h = String(Math.floor(minutes / 60)).padStart(2, '0');
  const m = String(minutes % 60).padStart(2, '0');
  return `${isoDate(day)} ${h}:${m}:00`;
}

export function formatUs(day: number): string {
  const iso = isoDate(day);
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
}

const isWeekday = (day: number) => {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** Relative recording volume of a year. */
function volume(year: number): number {
  let v = 1 + (year - 1950) * 0.09;
  if (year >= 1977 && year <= 1979) v *= 1.3;
  if (year === 1993) v *= 1.4;
  if (year >= 2001 && year <= 2006) v *= 1.6;
  if (year >= 2012 && year <= 2013) v *= 1.3;
  if (year >= 2020 && year <= 2021) v *= 1.7;
  if (year >= 2022) v *= 0.9;
  return v;
}

/**
 * Spreads `count` documents over the business days from `first` to `last`: the i-th document's day and its
 * minute of the day (8:00 to 16:30), in order.
 */
export class RecordingCalendar {
  private readonly days: number[] = [];
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(first: number, last: number) {
    let sum = 0;
    for (let day = first; day <= last; day += 1) {
      if (!isWeekday(day)) continue;
      sum += volume(yearOf(day));
      this.days.push(day);
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  at(index: number, count: number): { day: number; minutes: number } {
    const target = ((index + 0.5) / count) * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    const start = lo === 0 ? 0 : this.cumulative[lo - 1];
    const fraction = (target - start) / (this.cumulative[lo] - start);
    return { day: this.days[lo], minutes: 8 * 60 + Math.floor(fraction * 510) };
  }
}
