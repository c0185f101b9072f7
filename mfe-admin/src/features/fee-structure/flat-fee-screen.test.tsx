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

const STORED = COUNTY_DEFAULTS.flatFee;
// The switch is named by its label and the help text below it.
const CHARGING = /^Charging for Images/;

function open(stored: unknown = STORED) {
  const saved: unknown[] = [];
  api = mockApi({
    'GET controlPanel/countyConfig/flatFee': stored,
    'POST controlPanel/countyConfig/flatFee': (body: unknown) => {
      saved.push(body);
      return { message: 'Settings updated.', content: body };
    },
  });
  renderWithPortal(<ControlPanelSection />, {
    user: makeUser({ role: 'COUNTY' }),
    route: '/controlPanel/flatFeeRates',
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
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

/** No text, name or placeholder on the page is an untranslated key of the admin texts. */
function expectNoRawKeys() {
  const raw = /\b(fees|controlPanel|confirm)\.[A-Za-z]/;
  expect(document.body.textContent).not.toMatch(raw);
  document.querySelectorAll('[aria-label],[placeholder]').forEach((el) => {
    expect(el.getAttribute('aria-label') ?? '').not.toMatch(raw);
    expect(el.getAttribute('placeholder') ?? '').not.toMatch(raw);
  });
}

describe('Fee Structure > Flat Fee', () => {
  test('shows the five stored options, every input named with its row', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Flat Fee', level: 3 })).toBeVisible();
    expect(await screen.findByRole('switch', { name: CHARGING })).toBeChecked();
    expect(screen.getAllByRole('group', { name: /^Option \d$/ })).toHaveLength(5);
    expect(images(1)).toHaveValue('100');
    expect(cost(4)).toHaveValue('300');
    expect(unlimited(5)).toBeChecked();
    expect(option(3)).toBeChecked();
    expect(screen.queryByText('Not yet built')).toBeNull();
  });

  test('an Unlimited option before the last offered one says "Unlimited should be last." on its row and posts nothing', async () => {
    const saved = open();
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: CHARGING });
    await user.click(unlimited(1));
    await save();
    const row1 = screen.getByRole('group', { name: 'Option 1' });
    expect(await within(row1).findByText('Unlimited should be last.')).toBeVisible();
    expect(screen.getAllByText('Unlimited should be last.')).toHaveLength(1);
    expect(saved).toHaveLength(0);
  });

  test('a blank cost says "Required. Zero is ok.", a blank number of images "Required.", none "At least 1 image."', async () => {
    const saved = open();
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: CHARGING });
    const row = (n: number) => within(screen.getByRole('group', { name: `Option ${n}` }));
    await user.clear(cost(2));
    await user.clear(images(3));
    await save();
    expect(await row(2).findByText('Required. Zero is ok.')).toBeVisible();
    expect(row(3).getByText('Required.')).toBeVisible();
    await user.type(cost(2), '0');
    await user.type(images(3), '0');
    await save();
    expect(await row(3).findByText('At least 1 image.')).toBeVisible();
    expect(screen.queryByText('Required. Zero is ok.')).toBeNull();
    expect(saved).toHaveLength(0);
  });

  test('every row input is disabled while images are not charged', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: CHARGING }));
    for (let n = 1; n <= 5; n++) for (const input of rowInputs(n)) expect(input).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: CHARGING }));
    expect(option(1)).toBeEnabled();
    expect(cost(1)).toBeEnabled();
  });

  test('in a row the fields are off while the option is, and the number of images while unlimited', async () => {
    open();
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: CHARGING });
    // The stored last option is unlimited: its number of images is off, its cost is not.
    expect(images(5)).toBeDisabled();
    expect(cost(5)).toBeEnabled();
    await user.click(option(2));
    expect(option(2)).toBeEnabled();
    expect(unlimited(2)).toBeDisabled();
    expect(images(2)).toBeDisabled();
    expect(cost(2)).toBeDisabled();
    expect(images(1)).toBeEnabled();
    await user.click(unlimited(1));
    expect(images(1)).toBeDisabled();
    expect(cost(1)).toBeEnabled();
  });

  test('saves the rows; an option switched off saves its blanks as 0', async () => {
    const saved = open({
      ...STORED,
      rates: STORED.rates.map((r, i) => (i === 3 ? { ...r, option: false } : r)),
    });
    const user = userEvent.setup();
    await screen.findByRole('switch', { name: CHARGING });
    await user.clear(cost(1));
    await user.type(cost(1), '55.5');
    // Option 4 is off: what it holds is not checked, and a blank becomes 0.
    await user.click(option(4));
    await user.clear(cost(4));
    await user.click(option(4));
    await save();
    await waitFor(() => expect(saved).toHaveLength(1));
    const rates = STORED.rates.map((r) => ({ ...r }));
    rates[0].cost = 55.5;
    rates[3] = { ...rates[3], option: false, cost: 0 };
    expect(saved[0]).toEqual({ chargingImages: true, rates });
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('Saved')).toBeVisible(),
    );
  });

  test('a Japanese user sees no raw i18n keys', async () => {
    open();
    await screen.findByRole('switch', { name: CHARGING });
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('switch', { name: /^画像に課金/ })).toBeVisible();
    expect(screen.getByLabelText('料金 ($)、オプション 3')).toBeVisible();
    expectNoRawKeys();
  });
});
