/*
 * Money on the server is integer cents in JavaScript and numeric(12,2) text in SQL: never a float balance.
 * Amounts arrive from the contract as numbers already checked to be whole cents (depositAmountSchema) or from
 * the county settings (rates, surcharges); `centsOf` rounds those once, at the edge.
 */

/** Whole cents. */
export type Cents = number;

/** `'250.00'`, `'-3.5'`, `'12'` (numeric columns arrive as text) -> 25000, -350, 1200; exact, no float arithmetic. */
export function centsFromText(text: string): Cents {
  const match = /^\s*(-?)(\d+)(?:\.(\d{0,2})\d*)?\s*$/.exec(text);
  if (!match) throw new Error(`not an amount of money: ${JSON.stringify(text)}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** A dollar number (25, 25.5, 0.63) -> 2500, 2550, 63: rounded to the nearest cent. */
export function centsOf(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new Error(`not an amount of money: ${dollars}`);
  return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100);
}

/** 27563 -> `'275.63'` (what a numeric column takes). */
export function centsToText(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not whole cents: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 27563 -> 275.63, for the contract's number fields (exact for any realistic amount). */
export function centsToNumber(cents: Cents): number {
  return Number(centsToText(cents));
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 127563 -> `'$1,275.63'`. */
export function formatCents(cents: Cents): string {
  return usd.format(centsToNumber(cents));
}
