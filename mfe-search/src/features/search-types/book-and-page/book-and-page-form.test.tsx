import { mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import { countyWith, errorOf, label, renderSearch, submit } from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());
const searched = () => api.calls.some((c) => c.path.startsWith('search/'));

describe('Search by Book and Page', () => {
  it('uses the county book label, requires the book, and offers Book Type only where enabled', async () => {
    renderSearch('/search/searchByBookAndPage', {
      county: countyWith((c) => (c.common.bookLabel = 'Liber')),
    });
    expect(
      await screen.findByRole('heading', { name: 'Search by Liber & Page' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Book Type')).toBeInTheDocument();
    await submit();
    expect(errorOf(label('Liber'))).toBe('Required.');
    expect(searched()).toBe(false);
  });

  it('has no Book Type where the county has no book types', async () => {
    renderSearch('/search/searchByBookAndPage', {
      county: countyWith((c) => (c.search2.bookType = false)),
    });
    await screen.findByRole('heading', { name: /Search by Book/ });
    expect(screen.queryByLabelText('Book Type')).not.toBeInTheDocument();
  });
});
