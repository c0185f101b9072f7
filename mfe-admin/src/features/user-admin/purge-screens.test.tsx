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

const STARTED =
  'Users last active before 01/15/2024 are being purged. The audit log records how many when it is done.';

function open(path: string, stored: Record<string, unknown>) {
  const posted: unknown[] = [];
  api = mockApi({
    [`GET controlPanel/countyConfig/${path}`]: stored,
    [`POST controlPanel/countyConfig/${path}`]: (body: unknown) => {
      posted.push(body);
      return path === 'userPurgeNow'
        ? {
            message: STARTED,
            code: 'purgeServer.userPurgeStarted',
            params: { date: '01/15/2024' },
            content: body,
          }
        : { message: 'Settings updated.', content: body };
    },
  });
  renderWithPortal(<ControlPanelSection />, {
    user: makeUser({ role: 'COUNTY' }),
    route: `/controlPanel/${path}`,
    path: '/controlPanel/*',
  });
  return posted;
}

/** No text, name or placeholder on the page is an untranslated key of the admin texts. */
function expectNoRawKeys() {
  const raw = /\b(userAdmin|controlPanel|confirm)\.[A-Za-z]/;
  expect(document.body.textContent).not.toMatch(raw);
  document.querySelectorAll('[aria-label],[placeholder]').forEach((el) => {
    expect(el.getAttribute('aria-label') ?? '').not.toMatch(raw);
    expect(el.getAttribute('placeholder') ?? '').not.toMatch(raw);
  });
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('User Admin > User Purge Schedule', () => {
  test('the days are disabled while automatic purge is off', async () => {
    open('userPurgeSchedule', { automaticPurge: false, automaticPurgeAfterDays: 730 });
    const days = await screen.findByLabelText('Purge After (days)');
    expect(days).toHaveValue('730');
    expect(days).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Automatic Purge' }));
    expect(days).toBeEnabled();
    expect(screen.queryByText('Not yet built')).toBeNull();
  });

  test('fewer than 365 days are refused with the spec message; 365 is saved', async () => {
    const posted = open('userPurgeSchedule', {
      automaticPurge: true,
      automaticPurgeAfterDays: 730,
    });
    const days = await screen.findByLabelText(/^Purge After \(days\)/);
    await userEvent.clear(days);
    await userEvent.type(days, '364');
    await save();
    expect(await screen.findByText('Enter at least 365 days.')).toBeVisible();
    expect(posted).toHaveLength(0);
    await userEvent.clear(days);
    await userEvent.type(days, '365');
    await save();
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('Saved')).toBeVisible(),
    );
    expect(posted).toEqual([{ automaticPurge: true, automaticPurgeAfterDays: 365 }]);
  });
});

describe('User Admin > Audit Log Purge', () => {
  test('fewer than 60 days are refused; the days are disabled once automatic purge is off', async () => {
    const posted = open('auditLogPurgeSchedule', {
      automaticPurge: true,
      automaticPurgeAfterDays: 365,
    });
    expect(await screen.findByRole('heading', { name: 'Audit Log Purge', level: 3 })).toBeVisible();
    const days = await screen.findByLabelText(/^Purge After \(days\)/);
    await userEvent.clear(days);
    await userEvent.type(days, '59');
    await save();
    expect(await screen.findByText('Enter at least 60 days.')).toBeVisible();
    expect(posted).toHaveLength(0);
    await userEvent.click(screen.getByRole('switch', { name: 'Automatic Purge' }));
    expect(days).toBeDisabled();
  });
});

describe('User Admin > User Purge Now', () => {
  test('asks first: No sends nothing; Yes starts the purge and shows the server message', async () => {
    const posted = open('userPurgeNow', { purgeDate: '01/15/2024' });
    expect(await screen.findByLabelText(/^Purge Date/)).toHaveValue('01/15/2024');
    await userEvent.click(screen.getByRole('button', { name: 'Purge Now' }));
    const question =
      'Purge the inactive and pending users last active before 01/15/2024? They cannot be restored. Continue?';
    expect(await screen.findByText(question)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(question)).toBeNull());
    expect(posted).toHaveLength(0);
    expect(api!.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Purge Now' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(STARTED)).toBeVisible();
    expect(posted).toEqual([{ purgeDate: '01/15/2024' }]);
  });

  test('a blank purge date is refused before asking', async () => {
    const posted = open('userPurgeNow', { purgeDate: '' });
    await screen.findByLabelText(/^Purge Date/);
    await userEvent.click(screen.getByRole('button', { name: 'Purge Now' }));
    expect(await screen.findByText('Required.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
    expect(posted).toHaveLength(0);
  });

  test('a Japanese user sees no raw i18n keys', async () => {
    open('userPurgeNow', { purgeDate: '01/15/2024' });
    await screen.findByLabelText(/^Purge Date/);
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('button', { name: '今すぐ削除' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '今すぐ削除' }));
    expect(await screen.findByText(/01\/15\/2024より前に最後に利用した/)).toBeVisible();
    expectNoRawKeys();
  });

  test('the schedules in Japanese show no raw keys', async () => {
    open('userPurgeSchedule', { automaticPurge: false, automaticPurgeAfterDays: 730 });
    await screen.findByLabelText('Purge After (days)');
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('switch', { name: '自動削除' })).toBeVisible();
    expectNoRawKeys();
  });
});
