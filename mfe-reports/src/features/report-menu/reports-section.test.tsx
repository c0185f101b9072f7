import { registerLocales } from '@lrp/shared';
import { makeCountyConfig, makeUser, renderWithPortal } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import reportsEn from '../../locales/en.json';
import ReportsSection from './reports-section';

registerLocales('reports', reportsEn);

describe('ReportsSection', () => {
  test('a report this version does not build says so plainly, under its title and purpose', async () => {
    renderWithPortal(<ReportsSection />, {
      user: makeUser({ role: 'COUNTY' }),
      county: makeCountyConfig(),
      route: '/reports/StatementReport',
      path: '/reports/*',
    });
    expect(await screen.findByRole('heading', { name: 'Statement', level: 3 })).toBeVisible();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Not yet built');
    expect(notice).toHaveTextContent('This report is not built yet in this version of the portal');
  });
});
