import type { ReportPath } from '@lrp/contract';
import { type PublicCountyConfig, type Role } from '@lrp/shared';

export interface ReportEntry {
  path: ReportPath;
  flag: keyof PublicCountyConfig['reports'];
  group: 'audit' | 'statement' | 'summary';
  roles?: Role[];
}

/** The reports (spec 3 §2.4): each behind its county flag; Account Type for county staff only. */
export const REPORTS: ReportEntry[] = [
  { path: 'AccountReport', flag: 'auditAccountsReport', group: 'audit' },
  { path: 'UserReport', flag: 'auditUsersReport', group: 'audit' },
  { path: 'StatementReport', flag: 'statementReport', group: 'statement' },
  {
    path: 'AccountTypeReport',
    flag: 'accountTypeReport',
    group: 'summary',
    roles: ['TRIMIN', 'COUNTY'],
  },
];

export const DEFAULT_REPORT: ReportPath = 'StatementReport';

/** The reports a role may run in this county. */
export function reportsFor(
  config: Partial<PublicCountyConfig>,
  role: Role | undefined,
): ReportEntry[] {
  return REPORTS.filter(
    (r) =>
      config.reports?.[r.flag] === true &&
      (!r.roles || (role !== undefined && r.roles.includes(role))),
  );
}
