import { reportsConfigSchema, type CountyConfig } from '@lrp/contract';
import { Paper, Stack, Title, useTranslation } from '@lrp/shared';
import { Switch, Textarea } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';

type ReportsConfig = CountyConfig['reports'];
type ReportFlag =
  'statementReport' | 'auditAccountsReport' | 'auditUsersReport' | 'accountTypeReport';

/** The reports in the order of the Reports menu (spec 3 §2.4). */
const REPORTS: ReportFlag[] = [
  'statementReport',
  'auditAccountsReport',
  'auditUsersReport',
  'accountTypeReport',
];

/** The longest county note (the contract's). */
const NOTE_MAX = 1000;

function ReportsForm({ stored }: { stored: ReportsConfig }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'reports',
    initial: stored,
    schema: reportsConfigSchema,
  });
  return (
    <SettingsForm
      label={t('controlPanel.screens.reports.label')}
      status={status}
      onSubmit={onSubmit}
    >
      {REPORTS.map((flag) => {
        const report = t(`webPages.reports.${flag}`);
        return (
          <Paper withBorder p="md" radius="md" key={flag}>
            <Stack gap="xs">
              <Title order={4}>{report}</Title>
              <Switch
                label={t('webPages.reports.offered', { report })}
                {...form.getInputProps(flag, { type: 'checkbox' })}
              />
              <Textarea
                label={t('webPages.reports.countyNote', { report })}
                description={t('webPages.reports.countyNoteHelp', { n: NOTE_MAX })}
                autosize
                minRows={2}
                maxRows={8}
                maxLength={NOTE_MAX}
                {...form.getInputProps(`${flag}CountyNote`)}
              />
            </Stack>
          </Paper>
        );
      })}
    </SettingsForm>
  );
}

/**
 * Web Pages > Reports (spec 3 §2.4, §3): whether each report is in the Reports menu, and the county's note shown
 * on its page.
 */
export default function ReportsScreen() {
  return (
    <SettingsScreen<ReportsConfig> screen="reports" group="reports">
      {(stored) => <ReportsForm stored={stored} />}
    </SettingsScreen>
  );
}
