import { pageNavigation, useCountyStore } from '@lrp/shared';
import { renderWithPortal } from '@lrp/shared/test';
import { waitFor } from '@testing-library/react';
import { ExternalRedirect, externalTarget } from './external-redirect';

describe('/external/...', () => {
  it('is the same path under the server address', () => {
    expect(
      externalTarget(
        '/api/',
        '/external/parcelid/12-345',
        '?x=1',
        'https://records.example.gov/home',
      ),
    ).toBe('https://records.example.gov/api/external/parcelid/12-345?x=1');
    expect(
      externalTarget(
        'https://api.example.gov/portal/api/',
        '/external/doc/7',
        '',
        'https://records.example.gov/',
      ),
    ).toBe('https://api.example.gov/portal/api/external/doc/7');
  });

  it('sends the browser there', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    renderWithPortal(<ExternalRedirect />, { route: '/external/parcelid/12-345' });
    useCountyStore.setState({
      productConfig: {
        COUNTY_DIRECTORY: '',
        BROWSER_ROUTER_BASENAME: '/',
        SERVER_URL: '/api/',
        CARD_PAYMENT_PAGE_URL: '',
        CARD_SCRIPT_URL: '',
        PRODUCT_VERSION: '5.5.5',
      },
    });
    await waitFor(() =>
      expect(assign).toHaveBeenLastCalledWith('http://localhost/api/external/parcelid/12-345'),
    );
    assign.mockRestore();
  });
});
