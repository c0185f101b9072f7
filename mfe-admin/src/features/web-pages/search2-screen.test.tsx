import { COUNTY_DEFAULTS } from '@lrp/contract';
import { setPortalLanguage } from '@lrp/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings, rawKeys } from './test-helpers';

const STORED = { ...COUNTY_DEFAULTS.search2, map: true, tax: false, downloadResults: true };

const open = () => openSettings('search2', 'search2', STORED);

afterEach(() => act(() => setPortalLanguage('ENGLISH')));

describe('Web Pages > Search 2', () => {
  test('shows every switch of the group with its help', async () => {
    open();
    expect(await screen.findByRole('switch', { name: /^Map/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /^Tax/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /^Download Results/ })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(Object.keys(STORED).length);
    expect(
      screen.getByText('Search results can be downloaded as a PDF report or a spreadsheet.'),
    ).toBeVisible();
  });

  test('saving posts the whole group and shows the success tick', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /^Tax/ }));
    await user.click(screen.getByRole('switch', { name: /^All-Only Search/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('Saved')).toBeVisible(),
    );
    expect(saved).toEqual([{ ...STORED, tax: true, allOnlySearch: !STORED.allOnlySearch }]);
  });

  test('in Japanese no text is an i18n key', async () => {
    open();
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('switch', { name: /^結果のダウンロード/ })).toBeVisible();
    expect(rawKeys()).toEqual([]);
  });
});
