import { makeUser, mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useResultsStore } from '../results/results-store';
import { documentRow, searchAnswer } from '../results/test-rows';
import { errorOf, label, renderSearch, submit } from '../search-form/render-search';

let api: FetchRecorder;
afterEach(() => api?.restore());
beforeEach(() => useResultsStore.setState({ view: null, sequenceOrigin: null }));

const savedCalls = () => api.calls.filter((c) => c.path === 'search/savedSearches');

/** A name search for QUILLFEATHER, its results shown. */
async function searchQuillfeather(user = makeUser()) {
  api = mockApi({
    'POST search/searchByName': searchAnswer([documentRow(1)]),
    'POST search/savedSearches': (body: unknown) => ({
      content: {
        id: 4,
        ...(body as object),
        savedAt: '2026-11-22T10:00:00.000Z',
      },
    }),
  });
  renderSearch('/search/searchByName', { user });
  await userEvent.type(
    await screen.findByLabelText(label('Business or Last Name')),
    'Quillfeather',
  );
  await submit();
  return screen.findByRole('region', { name: 'Search Results' });
}

describe('Save Search on the result screen', () => {
  it("saves the search's type and criteria under the name typed, then says so", async () => {
    const results = await searchQuillfeather();
    await userEvent.click(within(results).getByRole('button', { name: 'Save Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Search' });
    expect(
      within(dialog).getByText(/Saving under a name you already use replaces that saved search/),
    ).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveFocus();
    await userEvent.type(name, '  Quillfeather family  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(
      await within(results).findByText('Search saved as “Quillfeather family”.'),
    ).toBeVisible();
    const searched = api.calls.find((c) => c.path === 'search/searchByName')!.body as Record<
      string,
      unknown
    >;
    const posted = savedCalls()[0].body as {
      name: string;
      type: string;
      criteria: Record<string, unknown>;
    };
    expect(posted.name).toBe('Quillfeather family');
    expect(posted.type).toBe('searchByName');
    expect(posted.criteria).toEqual(useResultsStore.getState().view!.search.criteria);
    expect(posted.criteria).toMatchObject({
      grantorGranteeLastName1: 'Quillfeather',
      andOr: searched.andOr,
    });
  });

  it('says a name is required and posts nothing; Cancel closes the dialog', async () => {
    const results = await searchQuillfeather();
    await userEvent.click(within(results).getByRole('button', { name: 'Save Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Search' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(errorOf(label('Name'))).toBe('Required.');
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'x'.repeat(61));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(errorOf(label('Name'))).toBe('60 characters max.');
    expect(savedCalls()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(savedCalls()).toHaveLength(0);
  });

  it("shows the server's refusal on the name (50 saved searches at most)", async () => {
    const results = await searchQuillfeather();
    api.restore();
    api = mockApi({
      'POST search/savedSearches': () => ({
        status: 400,
        message: 'Invalid.',
        content: { fieldErrors: { name: '50 characters max.' } },
      }),
    });
    await userEvent.click(within(results).getByRole('button', { name: 'Save Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Search' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'One more');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(label('Name'))).toBe('50 characters max.'));
    expect(dialog).toBeInTheDocument();
  });

  it('is not offered to guests', async () => {
    const results = await searchQuillfeather(makeUser({ role: 'GUEST' }));
    expect(within(results).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(results).queryByRole('button', { name: 'Save Search' })).not.toBeInTheDocument();
  });
});
