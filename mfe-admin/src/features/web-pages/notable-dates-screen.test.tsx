import { NOTABLE_DATES_DISPLAY_DEFAULTS } from '@lrp/contract';
import { setPortalLanguage } from '@lrp/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings, rawKeys } from './test-helpers';

const STORED = { ...NOTABLE_DATES_DISPLAY_DEFAULTS, showSeparateIndexes: false };

const open = (stored = STORED) => openSettings('homeNotableDates', 'notableDatesDisplay', stored);

afterEach(() => act(() => setPortalLanguage('ENGLISH')));

describe('Web Pages > Home - Notable Dates', () => {
  test('shows the three switches and each index dates; lien has no legal or certificate dates', async () => {
    open();
    expect(await screen.findByRole('switch', { name: /Show Notable Dates/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Show Separate Indexes/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Use Verification Date/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Abstract: Verified Through' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Torrens: Certificates Through' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Tax Liens: Images Through' })).toBeChecked();
    expect(
      screen.queryByRole('switch', { name: 'Tax Liens: Legal Verified Through' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('switch', { name: 'Abstract: Certificates Through' }),
    ).not.toBeInTheDocument();
  });

  test('the legal dates are disabled while separate indexes are not shown', async () => {
    open();
    const user = userEvent.setup();
    const legal = await screen.findByRole('switch', { name: 'Abstract: Legal Verified Through' });
    expect(legal).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Torrens: Legal Indexed Through' })).toBeDisabled();
    expect(
      screen.getAllByText(
        'Legal indexed and legal verified are disabled when separate indexes are not shown.',
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('switch', { name: 'Abstract: Verified Through' })).toBeEnabled();
    await user.click(screen.getByRole('switch', { name: /Show Separate Indexes/ }));
    expect(legal).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Torrens: Legal Indexed Through' })).toBeEnabled();
  });

  test('saving posts the whole group and shows the success tick', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Show Separate Indexes/ }));
    await user.click(screen.getByRole('switch', { name: 'Torrens: Certificates Through' }));
    await user.click(screen.getByRole('switch', { name: /Use Verification Date/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('Saved')).toBeVisible(),
    );
    expect(saved).toEqual([
      {
        ...STORED,
        showSeparateIndexes: true,
        torrensCertificateThru: true,
        useVerificationDate: true,
      },
    ]);
  });

  test('in Japanese no text is an i18n key', async () => {
    open();
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('switch', { name: /重要な日付を表示/ })).toBeVisible();
    expect(rawKeys()).toEqual([]);
  });
});

describe('what else a save changes', () => {
  test("this browser's search forms follow at once: searchOptions, which the server changed too, is read again", async () => {
    const { useCountyStore } = await import('@lrp/shared');
    const fresh = { showNotableDates: false, useVerificationDate: true, marker: 'read again' };
    openSettings('homeNotableDates', 'notableDatesDisplay', STORED, {
      'GET controlPanel/countyConfig/searchOptions': fresh,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /Show Notable Dates/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(useCountyStore.getState().config.searchOptions).toMatchObject(fresh),
    );
  });
});
