import type { ReportPath } from '@lrp/contract';
import {
  EmptyState,
  Navigate,
  PageLoader,
  Route,
  Routes,
  useCountyStore,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { SectionLayout } from '@lrp/shared/sections';
import { lazy, Suspense } from 'react';
import { DEFAULT_REPORT, reportsFor, type ReportEntry } from './report-menu-model';

// The criteria form brings the date fields, the widgets and the contract's rules: downloaded with the first report.
const ReportScreen = lazy(() => import('../report-form/report-screen'));

/** A report, if this county offers it to this role, with the county's note. */
function Report({ path, reports }: { path: ReportPath | undefined; reports: ReportEntry[] }) {
  const { t } = useTranslation('reports');
  const config = useCountyStore((s) => s.config.reports);
  const entry = reports.find((r) => r.path === path);
  if (!entry)
    return (
      <EmptyState headingLevel={3} title={t('unavailable.title')}>
        {t('unavailable.text')}
      </EmptyState>
    );
  const note = config?.[`${entry.flag}CountyNote` as keyof typeof config];
  return (
    <Suspense fallback={<PageLoader />}>
      <ReportScreen
        key={entry.path}
        path={entry.path}
        note={typeof note === 'string' ? note : undefined}
      />
    </Suspense>
  );
}

/** /reports: the side menu of the reports this county offers this role; Statement by default. */
export default function ReportsSection() {
  const { t } = useTranslation('reports');
  const config = useCountyStore((s) => s.config);
  const role = useSessionStore((s) => s.user?.role);
  const reports = reportsFor(config, role);
  const groups = (['audit', 'statement', 'summary'] as const)
    .map((group) => ({
      label: t(`groups.${group}`),
      items: reports
        .filter((r) => r.group === group)
        .map((r) => ({ to: `/reports/${r.path}`, label: t(`reports.${r.path}.label`) })),
    }))
    .filter((g) => g.items.length > 0);
  const first = reports.find((r) => r.path === DEFAULT_REPORT) ?? reports[0];
  return (
    <SectionLayout title={t('title')} menuLabel={t('menu')} groups={groups}>
      <Routes>
        <Route
          index
          element={
            first ? (
              <Navigate to={first.path} replace />
            ) : (
              <EmptyState headingLevel={3} title={t('none.title')}>
                {t('none.text')}
              </EmptyState>
            )
          }
        />
        <Route path="AccountReport" element={<Report path="AccountReport" reports={reports} />} />
        <Route path="UserReport" element={<Report path="UserReport" reports={reports} />} />
        <Route
          path="StatementReport"
          element={<Report path="StatementReport" reports={reports} />}
        />
        <Route
          path="AccountTypeReport"
          element={<Report path="AccountTypeReport" reports={reports} />}
        />
        <Route path="*" element={<Report path={undefined} reports={reports} />} />
      </Routes>
    </SectionLayout>
  );
}
