import { useCountyStore } from '@lrp/shared';
import { act, screen } from '@testing-library/react';
import '../../module';
import { renderSearch } from '../search-form/render-search';

const notableDates = {
  headings: ['Event', 'Date'],
  rows: [['Abstract index begins', '01/03/1950']],
};

describe('notable dates panel', () => {
  it('shows beside the forms that offer it when the county shows notable dates', async () => {
    renderSearch('/search/searchByName');
    act(() => useCountyStore.setState({ content: { notableDates } }));
    expect(await screen.findByRole('complementary', { name: 'Notable Dates' })).toHaveTextContent(
      'Abstract index begins01/03/1950',
    );
  });

  it('is not on the forms without it', async () => {
    renderSearch('/search/searchByBookAndPage');
    act(() => useCountyStore.setState({ content: { notableDates } }));
    await screen.findByRole('heading', { name: /Search by Book/ });
    expect(screen.queryByRole('complementary', { name: 'Notable Dates' })).not.toBeInTheDocument();
  });
});
