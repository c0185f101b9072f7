import type { SavedSearch } from '@lrp/contract';
import { makeUser, mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useResultsStore } from '../results/results-store';
import { documentRow, searchAnswer } from '../results/test-rows';
import { field, renderSearch } from '../search-form/render-search';
import { encodeCriteria } from './share-link';

let api: FetchRecorder;
afterEach(() => api?.restore());
beforeEach(() => useResultsStore.setState({ view: null, sequenceOrigin: null }));

const quillfeather: SavedSearch = {
  id: 4,
  name: 'Quillfeather family',
  type: 'searchByName',
  criteria: {
    grantorGranteeLastName1: 'QUILLFEATHER',
    andOr: 'OR',
    grantorGranteeSearchIn: 'BOTH',
    instrumentGroup: 'DEED',
    fromRecordedDate: '01/01/1990',
    toRecordedDate: '11/22/2026',
  },
  savedAt: '2026-11-22T10:00:00.000Z',
};
const parcel: SavedSearch = {
  id: 9,
  name: 'Ridge parcel',
  type: 'searchByParcelId',
  criteria: { parcelId: '21-045-0310' },
  savedAt: '2026-11-20T10:00:00.000Z',
};

/** The page at /search/savedSearches with these saved searches (a function: each read answers it). */
function openPage(list: () => SavedSearch[], routes: Record<string, unknown> = {}) {
  api = mockApi({ 'GET search/savedSearches': () => ({ content: list() }), ...routes });
  renderSearch('/search/savedSearches');
}
const reads = () => api.calls.filter((c) => c.path === 'search/savedSearches').length;

describe('My Saved Searches', () => {
  it('lists the saved searches: name, search, criteria in words, date and actions', async () => {
    openPage(() => [quillfeather, parcel]);
    expect(await screen.findByRole('heading', { name: 'My Saved Searches' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'My Saved Searches' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Search', 'Criteria', 'Saved', 'Actions']);
    const cells = within(rows[1])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe('Quillfeather family');
    expect(cells[1]).toBe('Search by Name');
    expect(cells[2]).toBe(
      'Business or Last Name: QUILLFEATHER; And/Or: Or; Search In: Both; Instrument Group: Deeds and Conveyances; From Date: 01/01/1990; To Date: 11/22/2026',
    );
    expect(cells[3]).toMatch(/2026/);
    expect(within(rows[2]).getAllByRole('cell')[2]).toHaveTextContent('Parcel ID: 21-045-0310');
    for (const name of ['Run', 'Copy link to', 'Delete'])
      expect(
        within(rows[1]).getByRole('button', { name: `${name} Quillfeather family` }),
      ).toBeInTheDocument();
  });

  it('Run searches with the saved criteria and opens the results', async () => {
    openPage(() => [quillfeather], {
      'POST search/searchByName': searchAnswer([documentRow(1)]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Run Quillfeather family' }));
    const results = await screen.findByRole('region', { name: 'Search Results' });
    expect(within(results).getByRole('status')).toHaveTextContent('Displaying Results: 1-1 of 1');
    expect(
      within(results).getByText(
        /^Business or Last Name: QUILLFEATHER; And\/Or: Or; Search In: Both/,
      ),
    ).toBeInTheDocument();
    const body = api.calls.find((c) => c.path === 'search/searchByName')!.body;
    expect(body).toMatchObject({ ...quillfeather.criteria, pageNumber: 1, updateHistory: true });
  });

  it('Delete asks first, and deletes only after Yes; the list is read again', async () => {
    let saved = [quillfeather, parcel];
    openPage(() => saved, {
      'POST search/savedSearches/4/delete': () => {
        saved = [parcel];
        return { content: { deleted: true } };
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Quillfeather family' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Delete Saved Search' });
    expect(dialog).toHaveTextContent(
      'Delete the saved search “Quillfeather family”? This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.path.endsWith('/delete'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Quillfeather family' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Saved Search' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.path.endsWith('/delete'))).toMatchObject({
      method: 'POST',
      path: 'search/savedSearches/4/delete',
      body: {},
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Run Quillfeather family' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Run Ridge parcel' })).toBeInTheDocument();
    expect(reads()).toBe(2);
  });

  it('Copy link puts the share link on the clipboard and says Copied', async () => {
    openPage(() => [quillfeather]);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Copy link to Quillfeather family' }),
    );
    expect(await screen.findByText('Copied')).toBeVisible();
    expect(screen.getByText('Link to Quillfeather family copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/search/searchByName?criteria=${encodeCriteria(quillfeather.criteria)}`,
    );
  });

  it('says when there are none yet', async () => {
    openPage(() => []);
    expect(
      await screen.findByText(
        'No saved searches yet. Run a search, then choose Save Search on its results.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list could not be read, with Retry', async () => {
    let fail = true;
    openPage(() => [parcel], {
      'GET search/savedSearches': () =>
        fail ? { status: 500, message: 'Server error.' } : { content: [parcel] },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your saved searches could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Run Ridge parcel' })).toBeInTheDocument();
  });

  it('tells guests that saved searches need a signed-in account, without asking the server', async () => {
    api = mockApi({});
    renderSearch('/search/savedSearches', { user: makeUser({ role: 'GUEST' }) });
    expect(
      await screen.findByRole('heading', { name: 'Saved searches need a signed-in account' }),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === 'search/savedSearches')).toBe(false);
  });
});

describe('the search menu', () => {
  it('links My Saved Searches under Saved Searches for a signed-in user, after Recent Searches', async () => {
    renderSearch('/search/searchByName');
    const group = await screen.findByRole('group', { name: 'Saved Searches' });
    expect(within(group).getByRole('link', { name: 'My Saved Searches' })).toHaveAttribute(
      'href',
      '/search/savedSearches',
    );
    const groups = screen
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-label'))
      .filter(Boolean);
    expect(groups.indexOf('Saved Searches')).toBe(groups.indexOf('Recent Searches') + 1);
  });

  it('has no Saved Searches for a guest', async () => {
    renderSearch('/search/searchByName', { user: makeUser({ role: 'GUEST' }) });
    await screen.findByRole('heading', { name: 'Search by Name' });
    expect(screen.queryByRole('link', { name: 'My Saved Searches' })).not.toBeInTheDocument();
  });
});

describe('a share link', () => {
  it("opens the search's form filled with the link's criteria; nothing is searched", async () => {
    api = mockApi({});
    const criteria = encodeCriteria({
      grantorGranteeLastName1: 'Quillfeather',
      grantorGranteeFirstName1: 'Åsa',
      grantorGranteeSearchIn: 'GRANTORS',
      // Not this form's, or not of the field's kind: left out.
      parcelId: '21-045-0310',
      andOr: { evil: true },
    });
    renderSearch(`/search/searchByName?criteria=${criteria}`);
    expect(await screen.findByRole('heading', { name: 'Search by Name' })).toBeInTheDocument();
    expect(field('Business or Last Name')).toHaveValue('Quillfeather');
    expect(field('First Name')).toHaveValue('Åsa');
    expect(screen.getByRole('radio', { name: 'Grantors' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Or' })).toBeChecked();
    expect(api.calls.some((c) => c.path.startsWith('search/searchBy'))).toBe(false);
  });

  it('with a garbage parameter opens the usual form', async () => {
    api = mockApi({});
    renderSearch('/search/searchByName?criteria=%%not-base64%%');
    expect(await screen.findByRole('heading', { name: 'Search by Name' })).toBeInTheDocument();
    expect(field('Business or Last Name')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
  });
});
