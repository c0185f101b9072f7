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

const ACCESS = {
  ...COUNTY_DEFAULTS.userAccess,
  guestUserName: 'public.guest',
  limitLoginAttempts: true,
  maxloginAttempts: 5,
  inactivityTimeLimit: true,
  inactivityTimeLimitPeriod: 30,
};
const LOCKOUT = {
  lockoutInPlace: false,
  messageLogin: 'The portal is closed for maintenance. Please try again later.',
  messageHeadline: 'The portal is closed for maintenance.',
};
const QUESTION = 'You are about to end all user sessions. Continue?';
const ENDED = '4 sessions were ended.';

function open(path: string) {
  const posted: unknown[] = [];
  api = mockApi({
    'GET controlPanel/countyConfig/userAccess': ACCESS,
    'POST controlPanel/countyConfig/userAccess': (body: unknown) => {
      posted.push(body);
      return { message: 'Settings updated.', content: body };
    },
    'GET controlPanel/countyConfig/userLockout': LOCKOUT,
    'POST controlPanel/countyConfig/userLockout': (body: unknown) => {
      posted.push(body);
      return { message: 'Settings updated.', content: body };
    },
    'GET controlPanel/countyConfig/endUserSessions': () => {
      posted.push('endUserSessions');
      return {
        message: ENDED,
        code: 'sessionServer.sessionsEnded',
        params: { n: 4 },
        content: null,
      };
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
const saved = () =>
  waitFor(() => expect(within(screen.getByRole('status')).getByText('Saved')).toBeVisible());

describe('User Admin > User Access', () => {
  test('shows the stored settings; each number is disabled while its switch is off', async () => {
    open('userAccess');
    expect(await screen.findByRole('heading', { name: 'User Access', level: 3 })).toBeVisible();
    expect(await screen.findByLabelText(/^Guest User Name/)).toHaveValue('public.guest');
    const attempts = screen.getByLabelText(/^Max Login Attempts/);
    const minutes = screen.getByLabelText(/^Inactivity Time Limit \(minutes\)/);
    expect(attempts).toHaveValue('5');
    expect(minutes).toHaveValue('30');
    expect(attempts).toBeEnabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Limit Login Attempts' }));
    expect(attempts).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Inactivity Time Limit' }));
    expect(minutes).toBeDisabled();
    expect(screen.queryByText('Not yet built')).toBeNull();
  });

  test('out of range and blank are refused with the contract messages; 20 and 120 are saved', async () => {
    const posted = open('userAccess');
    const attempts = await screen.findByLabelText(/^Max Login Attempts/);
    const minutes = screen.getByLabelText(/^Inactivity Time Limit \(minutes\)/);
    await userEvent.clear(attempts);
    await userEvent.type(attempts, '21');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '121');
    await save();
    expect(await screen.findByText('Enter 1 to 20 attempts.')).toBeVisible();
    expect(screen.getByText('Enter 1 to 120 minutes.')).toBeVisible();
    await userEvent.clear(attempts);
    await save();
    expect(await screen.findByText('Required.')).toBeVisible();
    expect(posted).toHaveLength(0);

    await userEvent.type(attempts, '20');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '120');
    await save();
    await saved();
    expect(posted).toEqual([{ ...ACCESS, maxloginAttempts: 20, inactivityTimeLimitPeriod: 120 }]);
  });

  test('a number switched off and left blank keeps its stored value', async () => {
    const posted = open('userAccess');
    const attempts = await screen.findByLabelText(/^Max Login Attempts/);
    await userEvent.clear(attempts);
    await userEvent.click(screen.getByRole('switch', { name: 'Limit Login Attempts' }));
    await save();
    await saved();
    expect(posted).toEqual([{ ...ACCESS, limitLoginAttempts: false, maxloginAttempts: 5 }]);
  });
});

describe('User Admin > Lockout 1', () => {
  test('the message and headline are required; Lockout in Place is saved with them', async () => {
    const posted = open('userLockout');
    expect(await screen.findByRole('heading', { name: 'Lockout 1', level: 3 })).toBeVisible();
    const message = await screen.findByLabelText(/^Login Page Message/);
    const headline = screen.getByLabelText(/^Headline/);
    expect(message).toHaveValue(LOCKOUT.messageLogin);
    await userEvent.clear(message);
    await userEvent.clear(headline);
    await save();
    expect(await screen.findAllByText('Required.')).toHaveLength(2);
    expect(posted).toHaveLength(0);

    await userEvent.type(message, 'Closed today.');
    await userEvent.type(headline, 'Closed');
    await userEvent.click(screen.getByRole('switch', { name: /^Lockout in Place/ }));
    await save();
    await saved();
    expect(posted).toEqual([
      { lockoutInPlace: true, messageLogin: 'Closed today.', messageHeadline: 'Closed' },
    ]);
  });

  test('a Japanese user sees no raw i18n keys', async () => {
    open('userLockout');
    await screen.findByLabelText(/^Login Page Message/);
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('switch', { name: /ロックアウト実施中/ })).toBeVisible();
    expectNoRawKeys();
  });
});

describe('User Admin > Lockout 2', () => {
  test('End User Sessions asks first: No calls nothing; Yes ends them and shows the server message', async () => {
    const posted = open('userLockout2');
    expect(await screen.findByRole('heading', { name: 'Lockout 2', level: 3 })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'End User Sessions' }));
    expect(await screen.findByText(QUESTION)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull());
    expect(posted).toHaveLength(0);
    expect(api!.calls.filter((c) => c.path.includes('endUserSessions'))).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'End User Sessions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(ENDED)).toBeVisible();
    expect(posted).toEqual(['endUserSessions']);
  });

  test('in Japanese: the question and the answer translated, no raw keys', async () => {
    open('userLockout2');
    await screen.findByRole('heading', { name: 'Lockout 2', level: 3 });
    await act(() => setPortalLanguage('JAPANESE'));
    const button = await screen.findByRole('button', { name: 'ユーザーセッションを終了' });
    await userEvent.click(button);
    expect(
      await screen.findByText('すべてのユーザーセッションを終了しようとしています。続行しますか？'),
    ).toBeVisible();
    expectNoRawKeys();
    await userEvent.click(screen.getByRole('button', { name: 'はい' }));
    expect(await screen.findByText('4件のセッションを終了しました。')).toBeVisible();
    expectNoRawKeys();
  });
});
