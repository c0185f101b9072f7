import { makeCountyConfig } from '@lrp/shared/test';
import { reportsFor } from './report-menu-model';

describe('reportsFor', () => {
  it('gives county staff every report the county offers', () => {
    expect(reportsFor(makeCountyConfig(), 'COUNTY').map((r) => r.path)).toEqual([
      'AccountReport',
      'UserReport',
      'StatementReport',
      'AccountTypeReport',
    ]);
  });

  it('keeps the account type summary from account administrators', () => {
    expect(reportsFor(makeCountyConfig(), 'ACCOUNT').map((r) => r.path)).not.toContain(
      'AccountTypeReport',
    );
  });

  it('hides a report whose county flag is off', () => {
    const config = makeCountyConfig();
    config.reports.statementReport = false;
    expect(reportsFor(config, 'TRIMIN').map((r) => r.path)).not.toContain('StatementReport');
  });
});
