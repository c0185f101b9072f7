import { registerLocales, useSessionStore } from '@lrp/shared';
import { makeCountyConfig, makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import shellEn from '../../locales/en.json';
import { FlatFeePurchase } from './flat-fee-purchase';

registerLocales('shell', shellEn);
let api: FetchRecorder;
afterEach(() => api?.restore());

const options = {
  guid: 'g-1',
  purchaseOptions: {
    flatFeeOptions: {
      title: 'Buy flat-fee images',
      options: [
        { text: '50 images for $25.00', value: '1' },
        { text: '100 images for $45.00', value: '2' },
      ],
    },
  },
};
const confirmation = (insufficient: boolean) => ({
  ok: true,
  errorMessage: null,
  headers: ['Flat Fee Images', 'North Star Abstract'],
  accountMessage: 'Charged to the account escrow balance.',
  beginningBalance: '$40.00',
  purchaseMessage: '100 images',
  purchase: '$45.00',
  endingBalance: insufficient ? '-$5.00' : '$0.00',
  insufficientBalance: insufficient,
});
const user = makeUser({ role: 'ACCOUNT', accountType: 'FLAT_FEE', usageBalance: '120 images remaining' });

describe('FlatFeePurchase', () => {
  it('preselects the first option, confirms the chosen one and buys it', async () => {
    api = mockApi({
      'POST flatFee/getAddOnOptions': options,
      'POST flatFee/getUserAddOnConfirmation': confirmation(false),
      'POST flatFee/userAddOn': { ok: true, message: '100 images were added to North Star Abstract.' },
      'POST currentUser/usageBalance': { usageBalance: '220 images remaining' },
    });
    renderWithPortal(<FlatFeePurchase opened onClose={() => {}} />, { user, county: makeCountyConfig() });
    expect(await screen.findByRole('radio', { name: '50 images for $25.00' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '100 images for $45.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    const confirm = await screen.findByRole('dialog', { name: 'Flat Fee Images' });
    expect(within(confirm).getByText('North Star Abstract')).toHaveStyle({ fontWeight: 700 });
    expect(api.calls[1].body).toEqual({ option: '2', imageStateReference: { imageStateGuid: 'g-1' } });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('100 images were added to North Star Abstract.')).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().user?.usageBalance).toBe('220 images remaining'));
  });

  it('hides Buy and marks the ending balance when the balance is insufficient', async () => {
    api = mockApi({ 'POST flatFee/getAddOnOptions': options, 'POST flatFee/getUserAddOnConfirmation': confirmation(true) });
    renderWithPortal(<FlatFeePurchase opened onClose={() => {}} />, { user, county: makeCountyConfig() });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    const confirm = await screen.findByRole('dialog', { name: 'Flat Fee Images' });
    expect(within(confirm).getByText('-$5.00')).toHaveAttribute('data-insufficient', 'true');
    expect(within(confirm).queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: '50 images for $25.00' })).toBeInTheDocument();
  });

  it("shows the server's refusal as a warning", async () => {
    api = mockApi({
      'POST flatFee/getAddOnOptions': options,
      'POST flatFee/getUserAddOnConfirmation': { ...confirmation(false), ok: false, errorMessage: 'The county does not allow add-ons for this account.' },
    });
    renderWithPortal(<FlatFeePurchase opened onClose={() => {}} />, { user, county: makeCountyConfig() });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('The county does not allow add-ons for this account.')).toBeInTheDocument();
  });
});
