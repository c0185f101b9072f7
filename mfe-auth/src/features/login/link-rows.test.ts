import { linkRows } from './link-rows';

const links = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    heading: `Link ${i + 1}`,
    paragraphContent: `https://example.gov/${i}`,
  }));

describe('linkRows', () => {
  it('keeps one link alone and two side by side', () => {
    expect(linkRows(links(1)).map((r) => r.length)).toEqual([1]);
    expect(linkRows(links(2)).map((r) => r.length)).toEqual([2]);
  });

  it('puts up to six links in one row, and more in a first row of six with the rest below', () => {
    expect(linkRows(links(6)).map((r) => r.length)).toEqual([6]);
    expect(linkRows(links(7)).map((r) => r.length)).toEqual([6, 1]);
    expect(linkRows(links(9)).map((r) => r.length)).toEqual([6, 3]);
    expect(linkRows(links(12)).map((r) => r.length)).toEqual([6, 6]);
  });

  it('drops blank rows of the fixed twelve and ignores anything past twelve', () => {
    const rows = [...links(3), { heading: '', paragraphContent: '' }, ...links(12)];
    expect(linkRows(rows).flat()).toHaveLength(11);
    expect(linkRows([{ heading: ' ', paragraphContent: 'x' }])).toEqual([]);
  });
});
