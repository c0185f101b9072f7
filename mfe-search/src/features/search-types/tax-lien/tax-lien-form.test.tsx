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
    api = mockApi({
      'POST search/searchByTaxLien': {
        searchResults: null,
        paymentNeeded: false,
        paymentNeededAgain: false,
        price: 0,
        usageBalance: null,
        historyResults: null,
      },
    });
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
});
