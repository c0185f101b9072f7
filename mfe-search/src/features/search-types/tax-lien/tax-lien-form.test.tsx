import { mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  errorOf,
  field,
  hasField,
  label,
  renderSearch,
  submit,
} from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());
const searched = () => api.calls.some((c) => c.path.startsWith('search/'));
/** An answer without results (the form stays). */
const nothingFound = {
  searchResults: null,
  paymentNeeded: false,
  paymentNeededAgain: false,
  price: 0,
  usageBalance: null,
  historyResults: null,
};

describe('Tax Lien Search', () => {
  it("shows only the chosen method's fields, Taxpayer Name first", async () => {
    renderSearch('/search/searchByTaxLien');
    expect(await screen.findByRole('radio', { name: 'Taxpayer Name' })).toBeChecked();
    expect(field('Name or Business Name')).toBeInTheDocument();
    expect(hasField('Lien Number')).toBe(false);
    await submit();
    expect(errorOf(label('Name or Business Name'))).toBe('Required.');
    await userEvent.click(screen.getByRole('radio', { name: 'Lien Number' }));
    expect(hasField('Name or Business Name')).toBe(false);
    await submit();
    expect(errorOf(label('Lien Number'))).toBe('Required.');
    await userEvent.click(screen.getByRole('radio', { name: 'Date Range' }));
    // The county's tax lien start date.
    expect(field('From Date')).toHaveValue('01/03/1995');
    expect(searched()).toBe(false);
  });

  it("resets the other methods' fields once the chosen one is valid", async () => {
    api.restore();
    api = mockApi({ 'POST search/searchByTaxLien': nothingFound });
    renderSearch('/search/searchByTaxLien');
    await userEvent.type(
      await screen.findByLabelText(label('Name or Business Name')),
      'Quillfeather',
    );
    await submit();
    const body = api.calls.find((c) => c.path === 'search/searchByTaxLien')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      searchByTaxLienMethod: 'TAXPAYER',
      taxpayerName: 'Quillfeather',
      fromRecordedDate: '01/01/1900',
      lienNumber: '',
    });
  });

  it('Clear resets the search method and its fields together, as the form opens', async () => {
    api.restore();
    api = mockApi({ 'POST search/searchByTaxLien': nothingFound });
    const { unmount } = renderSearch('/search/searchByTaxLien');
    await userEvent.click(await screen.findByRole('radio', { name: 'Lien Number' }));
    await userEvent.type(field('Lien Number'), 'L-2020-7');
    // Searched: the form remembers its criteria (it would open with them).
    await submit();
    expect(searched()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));

    expect(screen.getByRole('radio', { name: 'Taxpayer Name' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Lien Number' })).not.toBeChecked();
    expect(field('Name or Business Name')).toHaveValue('');
    expect(hasField('Lien Number')).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: 'Lien Number' }));
    expect(field('Lien Number')).toHaveValue('');

    // Opened again after Clear: the same method and fields.
    unmount();
    renderSearch('/search/searchByTaxLien');
    expect(await screen.findByRole('radio', { name: 'Taxpayer Name' })).toBeChecked();
    expect(field('Name or Business Name')).toHaveValue('');
  });
});
