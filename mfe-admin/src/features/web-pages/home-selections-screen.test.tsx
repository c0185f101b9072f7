import { COUNTY_DEFAULTS } from '@lrp/contract';
import { setPortalLanguage } from '@lrp/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings, rawKeys } from './test-helpers';

const HINT = "Make sure there's a link labeled Disclaimer in Login - Links.";
const STORED = {
  ...COUNTY_DEFAULTS.homeSelections,
  disclaimer: false,
  contactUs: true,
  linksMore: false,
};

const open = (stored = STORED) => openSettings('homeSelections', 'homeSelections', stored);

afterEach(() => act(() => setPortalLanguage('ENGLISH')));

describe('Web Pages > Home Selections', () => {
  test('shows the stored switches grouped by page', async () => {
    open();
    const home = await screen.findByRole('group', { name: 'Home page' });
    expect(within(home).getByRole('switch', { name: 'Contact us' })).toBeChecked();
    expect(within(home).getByRole('switch', { name: 'Disclaimer' })).not.toBeChecked();
    const login = screen.getByRole('group', { name: 'Login page' });
    expect(within(login).getAllByRole('switch')).toHaveLength(2);
    const more = screen.getByRole('group', { name: 'More links and news' });
    expect(within(more).getByRole('switch', { name: /^More links/ })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(Object.keys(STORED).length);
  });

  test('the disclaimer hint shows only while the disclaimer is on', async () => {
    open();
    const user = userEvent.setup();
    const disclaimer = await screen.findByRole('switch', { name: 'Disclaimer' });
    expect(screen.queryByText(HINT)).toBeNull();
    await user.click(disclaimer);
    expect(screen.getByText(HINT)).toBeVisible();
    await user.click(disclaimer);
    expect(screen.queryByText(HINT)).toBeNull();
  });

  test('a stored disclaimer shows the hint at once', async () => {
    open({ ...STORED, disclaimer: true });
    expect(await screen.findByText(HINT)).toBeVisible();
  });

  test('saving posts the whole group and shows the success tick', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Disclaimer' }));
    await user.click(screen.getByRole('switch', { name: /^More links/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('Saved')).toBeVisible(),
    );
    expect(saved).toEqual([{ ...STORED, disclaimer: true, linksMore: true }]);
  });

  test('in Japanese no text is an i18n key', async () => {
    open({ ...STORED, disclaimer: true });
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('switch', { name: '免責事項' })).toBeVisible();
    expect(screen.queryByText(HINT)).toBeNull();
    expect(rawKeys()).toEqual([]);
  });
});
