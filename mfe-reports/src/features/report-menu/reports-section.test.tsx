import { registerLocales } from '@lrp/shared';
import { makeCountyConfig, makeUser, renderWithPortal } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import reportsEn from '../../locales/en.json';
import ReportsSection from './reports-section';

registerLocales('reports', reportsEn);

describe('ReportsSection', () => {
  test("a report shows its title, its purpose and the county's note above its criteria", async () => {
    const county = makeCountyConfig();
    county.reports.statementReportCountyNote = 'Statements close at 5:00 PM.';
    renderWithPortal(<ReportsSection />, {
      user: makeUser({ role: 'COUNTY' }),
      county,
      route: '/reports/StatementReport',
      path: '/reports/*',
    });
    // The report's code is compiled on first use: slow on a loaded machine.
    expect(
      await screen.findByRole('heading', { name: 'Statement', level: 3 }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(
      screen.getByText(
        "An account's charges, deposits and balance over a period, as PDF or Excel.",
      ),
    ).toBeVisible();
    expect(screen.getByText('Statements close at 5:00 PM.')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Statement' })).toBeVisible();
  });

  test('a report this county does not offer this role says so', async () => {
    renderWithPortal(<ReportsSection />, {
      user: makeUser({ role: 'ACCOUNT' }),
      county: makeCountyConfig(),
      route: '/reports/AccountTypeReport',
      path: '/reports/*',
    });
    expect(await screen.findByText('This report is not available')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
