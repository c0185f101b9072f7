import { formatUsDate, todayUtc } from '@lrp/shared';
import { mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { documentRow, searchAnswer } from '../../results/test-rows';
import { countyWith, errorOf, label, renderSearch, submit } from '../../search-form/render-search';

let api: FetchRecorder;
afterEach(() => api?.restore());

const found = searchAnswer([
  documentRow(1, {
    grantorSearchResults: [
      {
        displayName: 'QUILLFEATHER, ARLO J',
        lastName: 'QUILLFEATHER',
        firstName: 'ARLO',
        middleInitial: 'J',
        business: false,
      },
    ],
  }),
]);

describe('Search by Name', () => {
  it('opens with the defaults of spec 2 §9: Or, Both, All, the abstract index begin date to today', async () => {
    renderSearch('/search/searchByName');
    expect(await screen.findByRole('heading', { name: 'Search by Name' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Or' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
    expect(screen.getByLabelText('Instrument Group')).toHaveValue('ALL');
    expect(screen.getByLabelText('Document Type')).toHaveValue('ALL');
    // Notable dates are shown in the test county: the from date is its abstract index begin date.
    expect(screen.getByLabelText(label('From Date'))).toHaveValue('01/03/1950');
    expect(screen.getByLabelText(label('To Date'))).toHaveValue(formatUsDate(todayUtc()));
  });

  it('hides Document Type where the county searches all types only', async () => {
    renderSearch('/search/searchByName', {
      county: countyWith((c) => (c.search2.allOnlySearch = true)),
    });
    await screen.findByRole('heading', { name: 'Search by Name' });
    expect(screen.queryByLabelText('Document Type')).not.toBeInTheDocument();
  });

  it('checks the name rules before calling the server', async () => {
    api = mockApi({});
    renderSearch('/search/searchByName');
    await submit();
    expect(errorOf(label('Business or Last Name'))).toBe('Required.');
    await userEvent.type(screen.getByLabelText(label('Business or Last Name')), 'Q');
    await userEvent.type(screen.getByLabelText(label('MI')), 'J');
    await userEvent.type(screen.getByLabelText(label('MI 2')), 'X');
    await submit();
    expect(errorOf(label('Business or Last Name'))).toBe('2 characters minimum.');
    expect(errorOf(label('First Name'))).toBe('Required if MI entered.');
    expect(errorOf(label('Business or Last Name 2'))).toBe('Required if MI entered.');
    expect(errorOf(label('First Name 2'))).toBe('Required if MI entered.');
    expect(api.calls.some((c) => c.path.startsWith('search/'))).toBe(false);
  });

  it('searches with the criteria and shows what was found; the balance and history follow the answer', async () => {
    api = mockApi({ 'POST search/searchByName': found });
    renderSearch('/search/searchByName');
    await userEvent.type(
      await screen.findByLabelText(label('Business or Last Name')),
      'Quillfeather',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Grantors' }));
    await submit();
    const results = await screen.findByRole('region', { name: 'Search Results' });
    expect(within(results).getByRole('status')).toHaveTextContent('Displaying Results: 1-1 of 1');
    expect(within(results).getByText('QUILLFEATHER, ARLO J')).toBeInTheDocument();
    const body = api.calls.find((c) => c.path === 'search/searchByName')!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      grantorGranteeLastName1: 'Quillfeather',
      andOr: 'OR',
      grantorGranteeSearchIn: 'GRANTORS',
    });
  });

  it('matches names as typed unless asked; with variants, the rows found by a variant say so', async () => {
    const answer = searchAnswer([
      documentRow(1, {
        grantorSearchResults: [
          {
            displayName: 'MCDONALD, ANN',
            lastName: 'MCDONALD',
            firstName: 'ANN',
            middleInitial: '',
            business: false,
          },
        ],
      }),
      documentRow(2, {
        grantorSearchResults: [
          {
            displayName: 'MACDONALD, ANN',
            lastName: 'MACDONALD',
            firstName: 'ANN',
            middleInitial: '',
            business: false,
          },
        ],
      }),
    ]);
    answer.searchResults!.variantMatches = [2];
    api = mockApi({ 'POST search/searchByName': answer });
    renderSearch('/search/searchByName');
    const lastName = await screen.findByLabelText(label('Business or Last Name'));
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'McDonald');
    const match = screen.getByRole('group', { name: 'Match Names' });
    expect(within(match).getByRole('radio', { name: 'As Typed' })).toBeChecked();
    await userEvent.click(
      within(match).getByRole('radio', { name: 'With Variants (Mc/Mac, St./Saint, Nicknames)' }),
    );
    await submit();
    const results = await screen.findByRole('region', { name: 'Search Results' });
    const rows = within(results).getAllByRole('row').slice(1);
    expect(within(rows[0]).queryByText('Name variant')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Name variant')).toBeInTheDocument();
    const body = api.calls.find((c) => c.path === 'search/searchByName')!.body;
    expect(body).toMatchObject({ grantorGranteeLastName1: 'McDonald', nameMatch: 'VARIANTS' });
  });

  it('shows the field errors the server answers', async () => {
    api = mockApi({
      'POST search/searchByName': () => ({
        status: 400,
        message: 'Invalid.',
        content: { fieldErrors: { grantorGranteeLastName1: 'Invalid characters.' } },
      }),
    });
    renderSearch('/search/searchByName');
    await userEvent.type(await screen.findByLabelText(label('Business or Last Name')), 'Smith');
    await submit();
    expect(await screen.findByText('Invalid characters.')).toBeInTheDocument();
  });
});
