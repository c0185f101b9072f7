import { makeUser } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import '../../module';
import { field, renderSearch } from '../search-form/render-search';

const entry = (type: string, criteria: Record<string, unknown>) => ({
  link: `search/${type}`,
  type: type as 'searchByName',
  criteriaJson: JSON.stringify(criteria),
  displayCriteria: [],
  longDescription: '',
  pageNumber: 1,
  sortKey: 'documentNumber',
  sortDirection: 'ASC' as const,
  searchedAt: '11/22/2026 10:00 AM',
});
const user = makeUser({
  searchHistoryList: [
    entry('searchByParcelId', { parcelId: '21-045-0310' }),
    entry('searchByName', { grantorGranteeLastName1: 'HALVORSEN' }),
  ],
});

describe('Recent Searches', () => {
  it('lists the history, the first entry labelled Current, linking through /search/searchHistory/{type}/{n}', async () => {
    renderSearch('/search/searchByName', { user });
    const current = await screen.findByRole('link', { name: 'Current' });
    expect(current).toHaveAttribute('href', '/search/searchHistory/searchByParcelId/1');
    expect(screen.getByRole('link', { name: 'Search 2' })).toHaveAttribute(
      'href',
      '/search/searchHistory/searchByName/2',
    );
  });

  it("/search/searchHistory/{type}/{n} opens the search with that entry's criteria", async () => {
    renderSearch('/search/searchHistory/searchByName/2', { user });
    expect(await screen.findByRole('heading', { name: 'Search by Name' })).toBeInTheDocument();
    expect(field('Business or Last Name')).toHaveValue('HALVORSEN');
  });

  it('shows guests no Recent Searches', async () => {
    renderSearch('/search/searchByName', { user: { ...user, role: 'GUEST' } });
    await screen.findByRole('heading', { name: 'Search by Name' });
    expect(screen.queryByRole('group', { name: 'Recent Searches' })).not.toBeInTheDocument();
  });
});
