import { makeUser, mockApi, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../module';
import { field, renderSearch, submit } from '../search-form/render-search';

let api: FetchRecorder;
afterEach(() => api.restore());

const payment = (paymentNeeded: boolean, paymentNeededAgain: boolean) => ({
  searchResults: null,
  paymentNeeded,
  paymentNeededAgain,
  price: 1.5,
  usageBalance: null,
  historyResults: null,
});
const authorizeCalls = () => api.calls.filter((c) => c.path === 'creditcard/authorize').length;
const cardUser = makeUser({
  paymentMethod: 'CREDIT_CARD',
  searchRates: [{ code: 'searchByName', description: '$1.50' }],
});

describe('pay-per-search', () => {
  it('opens the price list when the server asks for payment; Cancel leaves the form as it was', async () => {
    api = mockApi({
      'POST search/searchByName': payment(true, false),
      'POST creditcard/authorize': { token: 'card-token' },
    });
    renderSearch('/search/searchByName', { user: cardUser });
    await userEvent.type(
      await screen.findByLabelText(/^Business or Last Name\s*\*?$/),
      'Quillfeather',
    );
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Credit Card Price List' });
    expect(within(dialog).getByRole('table', { name: 'Prices' })).toHaveTextContent(
      'Search by Name$1.50',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Search Results' })).not.toBeInTheDocument();
    expect(field('Business or Last Name')).toHaveValue('Quillfeather');
  });

  it('asks again when the preauthorization cannot cover the search, and Continue asks for a card token', async () => {
    api = mockApi({
      'POST search/searchByName': payment(false, true),
      'POST creditcard/authorize': { token: 'card-token' },
    });
    renderSearch('/search/searchByName', { user: cardUser });
    await userEvent.type(
      await screen.findByLabelText(/^Business or Last Name\s*\*?$/),
      'Quillfeather',
    );
    await submit();
    const dialog = await screen.findByRole('dialog', {
      name: 'Exceeding Current Credit Card Preauthorization',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('dialog', { name: 'Credit Card Authorization' }),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === 'creditcard/authorize')).toHaveLength(1);
  });

  it("fetches a credit-card user's card token on entering a search screen; Continue opens the card page with it", async () => {
    let issued = 0;
    api = mockApi({
      'POST search/searchByName': payment(true, false),
      'POST creditcard/authorize': () => ({ content: { token: `card-token-${++issued}` } }),
    });
    renderSearch('/search/searchByName', { user: cardUser });
    await screen.findByRole('heading', { name: 'Search by Name' });
    // Entering the screen asks for the token, before any search.
    await waitFor(() => expect(authorizeCalls()).toBe(1));
    expect(api.calls.some((c) => c.path.startsWith('search/'))).toBe(false);

    await userEvent.type(field('Business or Last Name'), 'Quillfeather');
    await submit();
    const prices = await screen.findByRole('dialog', { name: 'Credit Card Price List' });
    await userEvent.click(within(prices).getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('dialog', { name: 'Credit Card Authorization' }),
    ).toBeInTheDocument();
    // The card page opened with the token fetched on entering: no second call.
    expect(authorizeCalls()).toBe(1);
  });

  it('fetches a token again on entering another search screen, and none for users who do not pay by card', async () => {
    api = mockApi({ 'POST creditcard/authorize': { token: 'card-token' } });
    const { unmount } = renderSearch('/search/searchByName', { user: cardUser });
    await screen.findByRole('heading', { name: 'Search by Name' });
    await waitFor(() => expect(authorizeCalls()).toBe(1));
    await userEvent.click(screen.getByRole('link', { name: 'Date' }));
    await screen.findByRole('heading', { name: 'Search by Date' });
    await waitFor(() => expect(authorizeCalls()).toBe(2));
    unmount();

    api.restore();
    api = mockApi({ 'POST creditcard/authorize': { token: 'card-token' } });
    renderSearch('/search/searchByName', { user: makeUser({ paymentMethod: 'ESCROW' }) });
    await screen.findByRole('heading', { name: 'Search by Name' });
    await userEvent.click(screen.getByRole('link', { name: 'Date' }));
    await screen.findByRole('heading', { name: 'Search by Date' });
    expect(authorizeCalls()).toBe(0);
  });
});
