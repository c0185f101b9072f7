import { mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import { countyWith, renderSearch, submit } from '../../search-form/render-search';

let api: FetchRecorder;
beforeEach(() => (api = mockApi({})));
afterEach(() => api.restore());

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
