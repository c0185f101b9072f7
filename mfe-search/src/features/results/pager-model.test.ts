import { jumpFrom, pageCountOf, pagerModel } from './pager-model';

describe('pager rules (spec 2 §4)', () => {
  it('shows every page, without First/Last or -10/+10, when they all fit', () => {
    expect(pagerModel(10, 3, 100)).toEqual({
      pages: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      firstLast: false,
      jumps: false,
    });
  });

  it('shows First and Last when there are more pages than numbers shown, a window around the page', () => {
    expect(pagerModel(8, 5, 3)).toEqual({ pages: [4, 5, 6], firstLast: true, jumps: false });
    expect(pagerModel(8, 1, 3).pages).toEqual([1, 2, 3]);
    expect(pagerModel(8, 8, 3).pages).toEqual([6, 7, 8]);
  });

  it('offers -10 and +10 above 30 pages only, kept within the pages', () => {
    expect(pagerModel(30, 1, 10).jumps).toBe(false);
    expect(pagerModel(31, 1, 10).jumps).toBe(true);
    expect(jumpFrom(5, -1, 31)).toBe(1);
    expect(jumpFrom(5, 1, 31)).toBe(15);
    expect(jumpFrom(25, 1, 31)).toBe(31);
  });

  it('counts pages of rows, one page at least', () => {
    expect(pageCountOf(0, 100)).toBe(1);
    expect(pageCountOf(1000, 100)).toBe(10);
    expect(pageCountOf(1001, 100)).toBe(11);
    expect(pageCountOf(7, 3)).toBe(3);
  });
});
