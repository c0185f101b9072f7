import { COUNTY_DEFAULTS } from '@lrp/contract';
import { registerLocales, setPortalLanguage } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import adminEn from '../../locales/en.json';
import adminJa from '../../locales/ja.json';
import ControlPanelSection from '../control-panel/control-panel-section';

registerLocales('admin', adminEn, async (tag) => (tag === 'ja' ? adminJa : undefined));

let api: FetchRecorder | undefined;
afterEach(async () => {
  api?.restore();
  await act(() => setPortalLanguage('ENGLISH'));
});

const STORED = {
  ...COUNTY_DEFAULTS.creditCardExtra,
  postToLandLink: true,
  chargeFeeCode: 'CCF',
  chargeChargeCode: 'CCC',
  maxAmount: 250,
};

function open(stored: unknown = STORED) {
  const saved: unknown[] = [];
  api = mockApi({
    'GET controlPanel/countyConfig/creditCardExtra': stored,
    'POST controlPanel/countyConfig/creditCardExtra': (body: unknown) => {
      saved.push(body);
      return { message: 'Settings updated.', content: body };
    },
  });
  renderWithPortal(<ControlPanelSection />, {
    user: makeUser({ role: 'COUNTY' }),
    route: '/controlPanel/creditCardExtra',
    path: '/controlPanel/*',
  });
  return saved;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
// The amount is named by its label and the help text below it.
const MAX = /^Max Amount Per Charge \(\$\)/;
// Required while the surcharge applies (the label then ends with its mark).
const DOLLARS = /^Surcharge \(\$\)/;

function expectNoRawKeys() {
  const raw = /\b(fees|controlPanel|confirm)\.[A-Za-z]/;
  expect(document.body.textContent).not.toMatch(raw);
  document.querySelectorAll('[aria-label],[placeholder]').forEach((el) => {
    expect(el.getAttribute('aria-label') ?? '').not.toMatch(raw);
    expect(el.getAttribute('placeholder') ?? '').not.toMatch(raw);
  });
}

describe('Fee Structure > Credit Card Extra', () => {
  test('shows the stored settings', async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: 'Credit Card Extra', level: 3 }),
    ).toBeVisible();
    expect(await screen.findByRole('switch', { name: 'Post to LandLink' })).toBeChecked();
    expect(screen.getByLabelText('Fee Code')).toHaveValue('CCF');
    expect(screen.getByLabelText('Charge Code')).toHaveValue('CCC');
    expect(screen.getByLabelText(MAX)).toHaveValue('250');
    expect(screen.getByLabelText(/^Surcharge message/)).toHaveValue('');
  });

  test('each code needs its pair: "Required with Fee Code." and "Required with Charge Code."; nothing posted', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Charge Code'));
    await user.type(screen.getByLabelText('Surcharge Charge Code'), 'SCC');
    await save();
    expect(await screen.findByText('Required with Fee Code.')).toBeVisible();
    expect(screen.getByText('Required with Charge Code.')).toBeVisible();
    expect(screen.getByLabelText('Charge Code')).toHaveAccessibleDescription(
      'Required with Fee Code.',
    );
    expect(screen.getByLabelText('Surcharge Fee Code')).toHaveAccessibleDescription(
      'Required with Charge Code.',
    );
    expect(saved).toHaveLength(0);
  });

  test('the max amount per charge is required and above zero', async () => {
    const saved = open();
    const user = userEvent.setup();
    const max = await screen.findByLabelText(MAX);
    await user.clear(max);
    await save();
    expect(await screen.findByText('Required.')).toBeVisible();
    await user.type(max, '0');
    await save();
    expect(await screen.findByText('Enter an amount above zero.')).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  test('the surcharge shows the amount of its method; the other, left blank, saves as 0', async () => {
    const saved = open();
    const user = userEvent.setup();
    const dollars = await screen.findByLabelText(DOLLARS);
    expect(dollars).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Percent' })).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'Apply Surcharge' }));
    await user.clear(screen.getByLabelText(DOLLARS));
    await save();
    expect(await screen.findByText('Required.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Percent' }));
    expect(screen.queryByLabelText(DOLLARS)).toBeNull();
    const percent = screen.getByLabelText(/^Surcharge \(%\)/);
    await user.clear(percent);
    await user.type(percent, '2.5');
    await user.type(screen.getByLabelText(/^Surcharge message/), 'A 2.5% card fee applies.');
    await save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      ...STORED,
      applySurcharge: true,
      surchargeMethod: 'percent',
      surcharge: 0,
      surchargePercent: 2.5,
      surchargeMessage: 'A 2.5% card fee applies.',
    });
  });

  test('a Japanese user sees no raw i18n keys', async () => {
    open();
    await screen.findByRole('switch', { name: 'Post to LandLink' });
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('switch', { name: 'LandLink に転記' })).toBeVisible();
    expect(screen.getByLabelText(/^1 回の請求の上限額/)).toHaveValue('250');
    expectNoRawKeys();
  });
});
