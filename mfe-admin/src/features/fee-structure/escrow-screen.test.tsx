import { COUNTY_DEFAULTS } from '@lrp/contract';
import { registerLocales } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import adminEn from '../../locales/en.json';
import ControlPanelSection from '../control-panel/control-panel-section';

registerLocales('admin', adminEn);

let api: FetchRecorder | undefined;
afterEach(() => api?.restore());

const STORED = {
  ...COUNTY_DEFAULTS.escrow,
  feeCode: 'ESC',
  chargeCode: 'CC',
  reloadByCreditCard: true,
  minReloadAmount: 10,
  maxReloadAmount: 500,
};

function open() {
  const saved: unknown[] = [];
  api = mockApi({
    'GET controlPanel/countyConfig/escrow': STORED,
    'POST controlPanel/countyConfig/escrow': (body: unknown) => {
      saved.push(body);
      return { message: 'Settings updated.', content: body };
    },
  });
  renderWithPortal(<ControlPanelSection />, {
    user: makeUser({ role: 'COUNTY' }),
    route: '/controlPanel/escrow',
    path: '/controlPanel/*',
  });
  return saved;
}

describe('Fee Structure > Escrow', () => {
  test('shows the stored settings, not a not-built notice', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Escrow', level: 3 })).toBeVisible();
    expect(await screen.findByLabelText('Fee Code')).toHaveValue('ESC');
    expect(screen.getByLabelText(/^Max Reload Per Charge/)).toHaveValue('500');
    expect(screen.queryByText('Not yet built')).toBeNull();
  });

  test('a fee code without its charge code and a max below the min are refused with the spec messages', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Charge Code'));
    const max = screen.getByLabelText(/^Max Reload Per Charge/);
    await user.clear(max);
    await user.type(max, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required with Fee Code.')).toBeVisible();
    expect(screen.getByText('Cannot be less than Min $.')).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  test('a blank minimum is required while reload by card is on, and saving shows the success tick until the next edit', async () => {
    const saved = open();
    const user = userEvent.setup();
    const min = await screen.findByLabelText(/^Min Reload Per Charge/);
    await user.clear(min);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeVisible();
    await user.type(min, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(within(status).getByText('Saved')).toBeVisible());
    expect(saved).toEqual([{ ...STORED, minReloadAmount: 20 }]);
    // Submitting again before an edit does nothing; an edit returns the form to idle.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toHaveLength(1);
    await user.type(screen.getByLabelText('Fee Code'), 'X');
    expect(within(status).queryByText('Saved')).toBeNull();
  });

  test('with reload by card off its limits are disabled', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Reload by Credit Card' }));
    expect(screen.getByLabelText(/^Min Reload Per Charge/)).toBeDisabled();
    expect(screen.getByLabelText(/^Max Reload Per Charge/)).toBeDisabled();
  });
});
