import { COUNTY_DEFAULTS } from '@lrp/contract';
import { setPortalLanguage } from '@lrp/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openSettings, rawKeys } from './test-helpers';

const STORED = {
  ...COUNTY_DEFAULTS.reports,
  statementReport: true,
  statementReportCountyNote: 'Statements are issued monthly.',
  accountTypeReport: false,
};

const open = () => openSettings('reports', 'reports', STORED);

afterEach(() => act(() => setPortalLanguage('ENGLISH')));

describe('Web Pages > Reports', () => {
  test('shows each report with its switch and county note', async () => {
    open();
    expect(await screen.findByRole('switch', { name: 'Offer the Statement report' })).toBeChecked();
    expect(screen.getByLabelText('Statement county note')).toHaveValue(
      'Statements are issued monthly.',
    );
    expect(
      screen.getByRole('switch', { name: 'Offer the Transaction Summary: Account Type report' }),
    ).not.toBeChecked();
    expect(screen.getByLabelText('Audit Details: Account county note')).toBeVisible();
    expect(screen.getByLabelText('Audit Details: User county note')).toHaveAttribute(
      'maxlength',
      '1000',
    );
  });

  test('saving posts the whole group and shows the success tick', async () => {
    const saved = open();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('switch', {
        name: 'Offer the Transaction Summary: Account Type report',
      }),
    );
    await user.type(screen.getByLabelText('Audit Details: User county note'), 'By user.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getByRole('status')).getByText('Saved')).toBeVisible(),
    );
    expect(saved).toEqual([
      { ...STORED, accountTypeReport: true, auditUsersReportCountyNote: 'By user.' },
    ]);
  });

  test('in Japanese no text is an i18n key', async () => {
    open();
    await act(() => setPortalLanguage('JAPANESE'));
    expect(await screen.findByRole('switch', { name: '明細書 レポートを提供する' })).toBeVisible();
    expect(rawKeys()).toEqual([]);
  });
});
