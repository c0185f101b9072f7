import { COUNTY_DEFAULTS } from '@lrp/contract';
import { setPortalLanguage, useCountyStore } from '@lrp/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings, rawKeys } from './test-helpers';

const STORED = {
  ...COUNTY_DEFAULTS.loginPageRegistration,
  forgotPasswordLink: true,
  selfRegistration: false,
  emaileExpireIn: 24,
};

const open = () => openSettings('loginPageRegistration', 'loginPageRegistration', STORED);

afterEach(() => act(() => setPortalLanguage('ENGLISH')));

describe('Web Pages > Login - Registration', () => {
  test('shows the stored settings', async () => {
    open();
    expect(await screen.findByRole('switch', { name: /^Forgot Password Link/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Self Registration/ })).not.toBeChecked();
    expect(screen.getByLabelText(/^E-mail link expires in/)).toHaveValue('24');
  });

  test('a blank expiry is refused with Required. and nothing is posted', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/^E-mail link expires in/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeVisible();
    expect(saved).toHaveLength(0);
  });

  test('the expiry stays within 1 to 720 hours', async () => {
    open();
    const user = userEvent.setup();
    const hours = await screen.findByLabelText(/^E-mail link expires in/);
    await user.clear(hours);
    await user.type(hours, '7200');
    expect(hours).toHaveValue('720');
  });

  test('saving posts the whole group, shows the success tick and the login page follows', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /^Self Registration/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('Saved')).toBeVisible(),
    );
    expect(saved).toEqual([{ ...STORED, selfRegistration: true }]);
    expect(useCountyStore.getState().config.loginPageRegistration?.selfRegistration).toBe(true);
  });

  test('in Japanese no text is an i18n key', async () => {
    open();
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('switch', { name: /^セルフ登録/ })).toBeVisible();
    expect(rawKeys()).toEqual([]);
  });
});
