import { COUNTY_DEFAULTS } from '@lrp/contract';
import { registerLocales, setPortalLanguage } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
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

/** No option offered, account administrators may not buy images. */
const STORED = COUNTY_DEFAULTS.flatFeeOverride;
// The switches are named by their label and the help text below it.
const ACCOUNT_ADMIN = /^Account Admin Reload/;

function open(stored: unknown = STORED) {
  const saved: unknown[] = [];
  api = mockApi({
    'GET controlPanel/countyConfig/flatFeeOverride': stored,
    'POST controlPanel/countyConfig/flatFeeOverride': (body: unknown) => {
      saved.push(body);
      return { message: 'Settings updated.', content: body };
    },
  });
  renderWithPortal(<ControlPanelSection />, {
    user: makeUser({ role: 'COUNTY' }),
    route: '/controlPanel/flatFeeOverride',
    path: '/controlPanel/*',
  });
  return saved;
}

const option = (n: number) => screen.getByRole('switch', { name: `Option ${n}` });
const unlimited = (n: number) =>
  screen.getByRole('checkbox', { name: `Unlimited Images, option ${n}` });
const images = (n: number) => screen.getByLabelText(`Number of images, option ${n}`);
const cost = (n: number) => screen.getByLabelText(`Cost ($), option ${n}`);
const rowInputs = (n: number) => [option(n), unlimited(n), images(n), cost(n)];
const row = (n: number) => within(screen.getByRole('group', { name: `Option ${n}` }));
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

function expectNoRawKeys() {
  const raw = /\b(fees|controlPanel|confirm)\.[A-Za-z]/;
  expect(document.body.textContent).not.toMatch(raw);
  document.querySelectorAll('[aria-label],[placeholder]').forEach((el) => {
    expect(el.getAttribute('aria-label') ?? '').not.toMatch(raw);
    expect(el.getAttribute('placeholder') ?? '').not.toMatch(raw);
  });
}

describe('Fee Structure > Flat Fee Override', () => {
  test('explains both reload switches in a line each', async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: 'Flat Fee Override', level: 3 }),
    ).toBeVisible();
    expect(await screen.findByRole('switch', { name: /^County Admin Reload/ })).not.toBeChecked();
    expect(screen.getByText("County staff may reload a flat-fee account's images.")).toBeVisible();
    expect(screen.getByRole('switch', { name: ACCOUNT_ADMIN })).not.toBeChecked();
    expect(
      screen.getByText('Account administrators may buy more images for their flat-fee account.'),
    ).toBeVisible();
  });

  test('the rows are disabled unless account admin reload is on, then follow the option and unlimited', async () => {
    open();
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: ACCOUNT_ADMIN });
    for (let n = 1; n <= 5; n++) for (const input of rowInputs(n)) expect(input).toBeDisabled();
    // County admin reload does not open them.
    await user.click(screen.getByRole('switch', { name: /^County Admin Reload/ }));
    expect(option(1)).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: ACCOUNT_ADMIN }));
    for (let n = 1; n <= 5; n++) {
      expect(option(n)).toBeEnabled();
      expect(unlimited(n)).toBeDisabled();
      expect(images(n)).toBeDisabled();
      expect(cost(n)).toBeDisabled();
    }
    await user.click(option(1));
    expect(unlimited(1)).toBeEnabled();
    expect(images(1)).toBeEnabled();
    expect(cost(1)).toBeEnabled();
    await user.click(unlimited(1));
    expect(images(1)).toBeDisabled();
    expect(cost(1)).toBeEnabled();
  });

  test('the same rules as Flat Fee: Unlimited last, at least 1 image, a cost; nothing posted', async () => {
    const saved = open({ ...STORED, accountAdminReload: true });
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: ACCOUNT_ADMIN });
    await user.click(option(1));
    await user.click(option(2));
    await user.click(unlimited(1));
    await user.clear(cost(2));
    await save();
    expect(await row(2).findByText('Required. Zero is ok.')).toBeVisible();
    await user.type(cost(2), '5');
    await save();
    expect(await row(1).findByText('Unlimited should be last.')).toBeVisible();
    expect(row(2).getByText('At least 1 image.')).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  test('saves the switches and the offered rows; rows not in force save their blanks as 0', async () => {
    const saved = open({ ...STORED, accountAdminReload: true });
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: ACCOUNT_ADMIN });
    await user.click(option(1));
    await user.clear(images(1));
    await user.type(images(1), '50');
    await user.clear(cost(1));
    await user.type(cost(1), '12.5');
    await user.click(screen.getByRole('switch', { name: /^County Admin Reload/ }));
    await save();
    await waitFor(() => expect(saved).toHaveLength(1));
    const rates = STORED.rates.map((r) => ({ ...r }));
    rates[0] = { option: true, unlimitedNumberOfPages: false, numberOfPages: 50, cost: 12.5 };
    expect(saved[0]).toEqual({ countyAdminReload: true, accountAdminReload: true, rates });
  });

  test('a Japanese user sees no raw i18n keys', async () => {
    open();
    await screen.findByRole('switch', { name: ACCOUNT_ADMIN });
    await act(() => setPortalLanguage('JAPANESE'));
    expect(
      await screen.findByRole('switch', { name: /^アカウント管理者による追加/ }),
    ).toBeVisible();
    expect(screen.getByLabelText('画像の枚数、オプション 2')).toBeDisabled();
    expectNoRawKeys();
  });
});
