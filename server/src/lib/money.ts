const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `1234.5` or `'1234.50'` (numeric columns arrive as text) -> `$1,234.50`. */
export function formatUsd(amount: string | number): string {
  return usd.format(typeof amount === 'number' ? amount : Number(amount));
}
