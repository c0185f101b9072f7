import { COUNTY_DEFAULTS, type Role } from '@lrp/contract';
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

const STORED = {
  ...COUNTY_DEFAULTS.billingSchedule,
  renewalDay: 5,
  renewalTime: '2:30',
  lastRan: '2026-10-05T09:30:00.000Z',
};
const RAN = '2026-11-27T01:15:00.000Z';
const shown = (iso: string) => new Date(iso).toLocaleString('en');

const RUN = 'controlPanel/countyConfig/runAccountTasks';
const RERUN = 'controlPanel/countyConfig/prepareToRerunAccountTasks';

/**
 * Opens the Schedule screen as `role`. With `hold`, the run's answer waits until `release` is called (the form
 * stays LOADING meanwhile).
 */
function open(role: Role = 'COUNTY', { hold = false } = {}) {
  const saved: unknown[] = [];
  api = mockApi({
    'GET controlPanel/countyConfig/billingSchedule': STORED,
    'POST controlPanel/countyConfig/billingSchedule': (body: unknown) => {
      saved.push(body);
      return { message: 'Settings updated.', content: body };
    },
    [`POST ${RUN}`]: () => ({
      message: 'The account tasks are running.',
      content: { ...STORED, lastRan: RAN },
    }),
    [`POST ${RERUN}`]: () => ({
      message: 'The account tasks are ready to run again.',
      content: { ...STORED, lastRan: null },
    }),
  });
  let release = () => {};
  if (hold) {
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('runAccountTasks')) await gate;
      return answer(input, init);
    }) as typeof fetch;
  }
  renderWithPortal(<ControlPanelSection />, {
    user: makeUser({ role }),
    route: '/controlPanel/billingSchedule',
    path: '/controlPanel/*',
  });
  const posted = (path: string) =>
    api!.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);
  return { saved, posted, release: () => release() };
}

// The fields are named by their label and the help text below it.
const DAY = /^Renewal Day/;
const TIME = /^Renewal Time/;
const LAST_RAN = /^Last Ran/;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const status = () => within(screen.getByRole('status'));

function expectNoRawKeys() {
  const raw = /\b(fees|controlPanel|confirm)\.[A-Za-z]/;
  expect(document.body.textContent).not.toMatch(raw);
  document.querySelectorAll('[aria-label],[placeholder],input[value]').forEach((el) => {
    expect(el.getAttribute('aria-label') ?? '').not.toMatch(raw);
    expect(el.getAttribute('placeholder') ?? '').not.toMatch(raw);
    expect(el.getAttribute('value') ?? '').not.toMatch(raw);
  });
}

describe('Fee Structure > Schedule', () => {
  test('shows the stored schedule and when the tasks last ran, and saves it', async () => {
    const { saved } = open();
    expect(await screen.findByRole('heading', { name: 'Schedule', level: 3 })).toBeVisible();
    expect(await screen.findByRole('switch', { name: /^Automatic Billing/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Automatic Image Renewal/ })).toBeChecked();
    expect(screen.getByLabelText(DAY)).toHaveValue('5');
    expect(screen.getByLabelText(TIME)).toHaveValue('2:30');
    expect(screen.getByLabelText(LAST_RAN)).toHaveValue(shown(STORED.lastRan));
    expect(screen.getByLabelText(LAST_RAN)).toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(DAY));
    await user.type(screen.getByLabelText(DAY), '15');
    await user.clear(screen.getByLabelText(TIME));
    await user.type(screen.getByLabelText(TIME), '23:45');
    await user.click(screen.getByRole('switch', { name: /^Automatic Billing/ }));
    await save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      ...STORED,
      automaticBilling: false,
      renewalDay: 15,
      renewalTime: '23:45',
    });
    await waitFor(() => expect(status().getByText('Saved')).toBeVisible());
  });

  test('Last Ran reads Never before the first run', async () => {
    api = mockApi({
      'GET controlPanel/countyConfig/billingSchedule': { ...STORED, lastRan: null },
    });
    renderWithPortal(<ControlPanelSection />, {
      user: makeUser({ role: 'COUNTY' }),
      route: '/controlPanel/billingSchedule',
      path: '/controlPanel/*',
    });
    expect(await screen.findByLabelText(LAST_RAN)).toHaveValue('Never');
  });

  test('renewal day 29 and a time not like 0:00 are refused with the contract messages', async () => {
    const { saved, posted } = open();
    const user = userEvent.setup();
    const day = await screen.findByLabelText(DAY);
    await user.clear(day);
    await user.type(day, '29');
    await user.clear(screen.getByLabelText(TIME));
    await user.type(screen.getByLabelText(TIME), '24:00');
    await save();
    expect(await screen.findByText('Enter a day from 1 to 28.')).toBeVisible();
    expect(screen.getByText('Enter a time like 0:00 or 13:30.')).toBeVisible();
    expect(day).toHaveValue('29');
    // Run Account Tasks does not send values the server would refuse either.
    await user.click(screen.getByRole('button', { name: 'Run Account Tasks' }));
    expect(saved).toHaveLength(0);
    expect(posted(RUN)).toHaveLength(0);
  });

  test("Run Account Tasks posts the form, shows the server's message and the new Last Ran", async () => {
    const { posted } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /^Automatic Image Renewal/ }));
    await user.click(screen.getByRole('button', { name: 'Run Account Tasks' }));
    expect(await screen.findByText('The account tasks are running.')).toBeVisible();
    expect(posted(RUN)).toEqual([{ ...STORED, automaticImageRenewal: false }]);
    await waitFor(() => expect(screen.getByLabelText(LAST_RAN)).toHaveValue(shown(RAN)));
    expect(status().getByText('Saved')).toBeVisible();
    // The unsaved edit is still on the form.
    expect(screen.getByRole('switch', { name: /^Automatic Image Renewal/ })).not.toBeChecked();
  });

  test('Prepare to Rerun is for TRIMIN only', async () => {
    open('COUNTY');
    expect(await screen.findByRole('button', { name: 'Run Account Tasks' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Prepare to Rerun' })).toBeNull();
  });

  test('Prepare to Rerun asks "Prepare to rerun account tasks?": No posts nothing, Yes posts and shows the answer', async () => {
    const { posted } = open('TRIMIN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Prepare to Rerun' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Prepare to rerun account tasks?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(RERUN)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Prepare to Rerun' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('The account tasks are ready to run again.')).toBeVisible();
    expect(posted(RERUN)).toEqual([STORED]);
    await waitFor(() => expect(screen.getByLabelText(LAST_RAN)).toHaveValue('Never'));
    expect(status().getByText('Saved')).toBeVisible();
  });

  test('while a run is LOADING the buttons and Save are ignored; after its success they work again', async () => {
    const { saved, posted, release } = open('TRIMIN', { hold: true });
    const user = userEvent.setup();
    const run = await screen.findByRole('button', { name: 'Run Account Tasks' });
    await user.click(run);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true'),
    );
    await user.click(run);
    await user.click(screen.getByRole('button', { name: 'Prepare to Rerun' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await save();
    act(() => release());
    expect(await screen.findByText('The account tasks are running.')).toBeVisible();
    expect(posted(RUN)).toHaveLength(1);
    expect(posted(RERUN)).toHaveLength(0);
    expect(saved).toHaveLength(0);
    // From SUCCESS a run may start again.
    await waitFor(() => expect(status().getByText('Saved')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Run Account Tasks' }));
    await waitFor(() => expect(posted(RUN)).toHaveLength(2));
  });

  test('a Japanese user sees no raw i18n keys', async () => {
    open('TRIMIN');
    await screen.findByRole('button', { name: 'Run Account Tasks' });
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('button', { name: 'アカウントのタスクを実行' })).toBeVisible();
    expect(screen.getByRole('button', { name: '再実行を準備' })).toBeVisible();
    expect(screen.getByLabelText(/^更新日/)).toHaveValue('5');
    expectNoRawKeys();
  });
});
