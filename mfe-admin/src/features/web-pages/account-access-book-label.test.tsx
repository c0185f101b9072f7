import { makeCountyConfig, makeUser, mockApi, renderWithPortal } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import { AccountAccessPage } from '../accounts/account-access-page';
import './test-helpers';

// Control Panel > Common's book label reaches the account Access screen (as it does the search pages).
test("the account Access screen names the Book and Page search with the county's book label", async () => {
  const api = mockApi({
    'GET controlPanel/accountPageAccess/7': { accountId: 7, searchByBookAndPage: true },
  });
  const county = makeCountyConfig();
  renderWithPortal(<AccountAccessPage />, {
    user: makeUser({ role: 'COUNTY' }),
    county: { ...county, common: { ...county.common, bookLabel: 'Liber' } },
    route: '/controlPanel/accountPageAccess/7/Acme',
    path: '/controlPanel/accountPageAccess/:id/:name',
  });
  expect(await screen.findByRole('radiogroup', { name: 'Liber & Page' })).toBeVisible();
  expect(screen.queryByText('Book & Page')).toBeNull();
  api.restore();
});
