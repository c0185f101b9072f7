import { useCountyStore } from '@lrp/shared';
import { act, screen, within } from '@testing-library/react';
import '../../module';
import { renderSearch } from '../search-form/render-search';

const notableDates = {
  headings: ['Index', 'Verified Through', 'Posted Through', 'Images From', 'Images Through'],
  rows: [
    ['Abstract', '11/28/2025', '12/05/2025', '01/02/1980', '12/05/2025'],
    ['Torrens', '11/21/2025', '12/05/2025', '07/01/1910', '12/05/2025'],
  ],
};

describe('notable dates panel', () => {
  it('shows beside the forms that offer it when the county shows notable dates', async () => {
    renderSearch('/search/searchByName');
    act(() => useCountyStore.setState({ content: { notableDates } }));
    const panel = await screen.findByRole('complementary', { name: 'Notable Dates' });
    const table = within(panel).getByRole('table', { name: 'Notable Dates' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(notableDates.headings);
    // Every column of every index, each date tied to its index (the row) and its column.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Torrens');
    const cells = within(rows[1]).getAllByRole('cell');
    expect(cells.map((c) => c.lastChild?.textContent)).toEqual(notableDates.rows[1].slice(1));
    // Where the panel is narrow each date shows its column's heading (screen readers have the table's).
    expect(cells[2].firstChild).toHaveTextContent('Images From');
    expect(cells[2].firstChild).toHaveAttribute('aria-hidden', 'true');
    // Nothing scrolls sideways: no scroll box around the table.
    expect(within(panel).queryByRole('group')).not.toBeInTheDocument();
  });

  it('is not on the forms without it', async () => {
    renderSearch('/search/searchByBookAndPage');
    act(() => useCountyStore.setState({ content: { notableDates } }));
    await screen.findByRole('heading', { name: /Search by Book/ });
    expect(screen.queryByRole('complementary', { name: 'Notable Dates' })).not.toBeInTheDocument();
  });
});
