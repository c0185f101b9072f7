import { RESULT_SCREENS } from './result-screens';

/*
 * The result tables are laid out fixed (rows that arrive later never move the rows being read), so their widths
 * are the screens' own: every number or date column has one, and the shares in % leave the text columns room.
 */
describe('result screen columns', () => {
  it.each(Object.entries(RESULT_SCREENS))(
    '%s: each number or date column has a width',
    (_, screen) => {
      for (const column of screen.columns.filter((c) => c.fit))
        expect(column.width).toMatch(/^(\d+(\.\d+)?rem|var\(--results-date-column\))$/);
    },
  );

  it.each(Object.entries(RESULT_SCREENS))(
    '%s: one column or more takes the rest, the shares in % come to 55% at most',
    (_, screen) => {
      expect(screen.columns.some((c) => c.width === undefined)).toBe(true);
      const shares = screen.columns
        .map((c) => /^(\d+)%$/.exec(c.width ?? '')?.[1])
        .reduce((sum, share) => sum + Number(share ?? 0), 0);
      expect(shares).toBeLessThanOrEqual(55);
    },
  );
});
