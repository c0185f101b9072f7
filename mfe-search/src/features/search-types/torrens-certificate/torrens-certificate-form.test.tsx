import { mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../module';
import {
  countyWith,
  errorOf,
  field,
  label,
  renderSearch,
  submit,
} from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());
const searched = () => api.calls.some((c) => c.path.startsWith('search/'));

describe('Torrens Certificate', () => {
  it('is headed with the county Torrens label and has no form rules', async () => {
    api.restore();
    api = mockApi({
      'POST search/searchByTorrensCertificate': {
        searchResults: null,
        paymentNeeded: false,
        paymentNeededAgain: false,
        price: 0,
        usageBalance: null,
        historyResults: null,
      },
    });
    renderSearch('/search/searchByTorrensCertificate', {
      county: countyWith((c) => (c.common.torrensLabel = 'Registered Land')),
    });
    expect(
      await screen.findByRole('heading', { name: 'Registered Land Certificate' }),
    ).toBeInTheDocument();
    await submit();
    expect(
      api.calls.find((c) => c.path === 'search/searchByTorrensCertificate')?.body,
    ).toMatchObject({ certificateNumber: '' });
  });
});
