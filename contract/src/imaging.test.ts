import { formatPageList, parsePageList, selectedPages } from './imaging';

describe('page lists', () => {
  test("reads '1, 3, 7-9, 11' into pages, sorted and distinct, spaces anywhere", () => {
    expect(parsePageList('1, 3, 7-9, 11', 12)).toEqual({ ok: true, pages: [1, 3, 7, 8, 9, 11] });
    expect(parsePageList(' 9 - 7 ', 12)).toEqual({
      ok: false,
      message: 'Enter pages and ranges separated by commas, like 1, 3, 7-9, 11.',
    });
    expect(parsePageList('3,1,,3 , 2-3', 5)).toEqual({ ok: true, pages: [1, 2, 3] });
    expect(parsePageList('  ', 5)).toEqual({ ok: true, pages: [] });
  });

  test('a page the document does not have names itself; other text is a format error', () => {
    expect(parsePageList('1, 6', 5)).toEqual({
      ok: false,
      message: 'Document does not have a page 6',
    });
    expect(parsePageList('0', 5)).toEqual({
      ok: false,
      message: 'Document does not have a page 0',
    });
    expect(parsePageList('2-9', 5)).toEqual({
      ok: false,
      message: 'Document does not have a page 9',
    });
    for (const bad of ['a', '1;2', '1-2-3', '-1', '1.5'])
      expect(parsePageList(bad, 5).ok).toBe(false);
  });

  test('writes pages as the shortest list with ranges, and reads it back', () => {
    expect(formatPageList([11, 1, 3, 7, 8, 9, 3])).toBe('1, 3, 7-9, 11');
    expect(formatPageList([1, 2, 4, 5])).toBe('1, 2, 4, 5');
    expect(formatPageList([])).toBe('');
    expect(parsePageList(formatPageList([2, 3, 4, 10]), 10)).toEqual({
      ok: true,
      pages: [2, 3, 4, 10],
    });
  });

  test('the whole document is every page; an invalid list selects nothing', () => {
    expect(selectedPages({ pageSelectionMethod: 'ENTIRE_DOCUMENT', selectedAsCsv: '' }, 3)).toEqual(
      [1, 2, 3],
    );
    expect(selectedPages({ pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: '2, x' }, 3)).toEqual(
      [],
    );
  });
});
