import {
  Alert,
  EmptyState,
  Navigate,
  Paper,
  Route,
  Routes,
  Stack,
  Text,
  Title,
  useCountyStore,
  useParams,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { SectionLayout } from '@lrp/shared/sections';
import { IconInfoCircle, IconTool } from '@tabler/icons-react';
import { DEFAULT_REPORT, reportsFor, type ReportEntry } from './report-menu-model';

function ReportIntro({ reports }: { reports: ReportEntry[] }) {
  const { t } = useTranslation('reports');
  const { report } = useParams();
  const config = useCountyStore((s) => s.config.reports);
  const entry = reports.find((r) => r.path === report);
  if (!entry)
    return (
      <EmptyState headingLevel={3} title={t('unavailable.title')}>
        {t('unavailable.text')}
      </EmptyState>
    );
  const note = config?.[`${entry.flag}CountyNote` as keyof typeof config];
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Title order={3}>{t(`reports.${entry.path}.title`)}</Title>
          <Text c="dimmed">{t(`reports.${entry.path}.about`)}</Text>
          <Alert
            variant="light"
            role="note"
            icon={<IconTool aria-hidden />}
            title={t('notBuilt.title')}
          >
            {t('notBuilt.text')}
          </Alert>
        </Stack>
      </Paper>
      {typeof note === 'string' && note.trim() && (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title={t('countyNote')}>
          {note}
        </Alert>
      )}
    </Stack>
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
        <Route path=":report/*" element={<ReportIntro reports={reports} />} />
      </Routes>
    </SectionLayout>
  );
}
