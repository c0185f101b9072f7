import {
  logTypesFor,
  REPORT_AM_PM,
  REPORT_CALLS,
  REPORT_DATA_SOURCES,
  REPORT_FIELDS,
  REPORT_HOURS,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  REPORT_MINUTES,
  REPORT_ORDER_BY,
  REPORT_SERVER_MESSAGES,
  transactionTypesFor,
  type ReportFormat,
  type ReportPath,
} from '@lrp/contract';
import {
  Alert,
  Box,
  Button,
  Grid,
  Group,
  NativeSelect,
  Paper,
  registerMessages,
  showErrorAlert,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  useDisclosure,
  useForm,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { DateField } from '@lrp/shared/dates';
import { apiFieldErrors } from '@lrp/shared/sections';
import { Checkbox, Select } from '@lrp/shared/widgets';
import { IconDownload, IconInfoCircle, IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useRunReport, type ReportProgress as Progress } from './api/reports-api';
import {
  criteriaBody,
  defaultCriteria,
  fieldsFor,
  validateCriteria,
  type CriteriaForm,
} from './report-criteria';
import { ReportProgress } from './report-progress';
import { UserPickerDialog } from './user-picker-dialog';

registerMessages({ reports: REPORT_MESSAGES, reportsServer: REPORT_SERVER_MESSAGES });

/** The range's fields, which every report shows. */
const RANGE_FIELDS = {
  fromDate: true,
  fromHour: true,
  fromMinute: true,
  fromAmPm: true,
  toDate: true,
  toHour: true,
  toMinute: true,
  toAmPm: true,
};

/** The Account name choice meaning every account the user may see. */
const ALL_ACCOUNTS = '*';

/** What the range's fields need of the form (Mantine's useForm). */
interface Form {
  values: CriteriaForm;
  errors: Record<string, unknown>;
  setFieldValue: (field: 'fromDate' | 'toDate', value: string) => void;
  getInputProps: (field: keyof CriteriaForm) => object;
}

/** One end of the range: a date, then hour, minute and AM/PM on a row of their own, grouped under From or To. */
function MomentFields({ side, form }: { side: 'from' | 'to'; form: Form }) {
  const { t } = useTranslation('reports');
  return (
    <Box component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} mb={4}>
        {t(`fields.${side}`)}
      </Text>
      <Grid gap="xs">
        <Grid.Col span={12}>
          <DateField
            label={t('fields.date')}
            required={side === 'from'}
            description={t('fields.dateHelp')}
            value={form.values[`${side}Date`]}
            onChange={(value) => form.setFieldValue(`${side}Date`, value)}
            error={form.errors[`${side}Date`] as string | undefined}
          />
        </Grid.Col>
        <Grid.Col span={4}>
          <NativeSelect
            label={t('fields.hour')}
            data={REPORT_HOURS.map(String)}
            {...form.getInputProps(`${side}Hour`)}
          />
        </Grid.Col>
        <Grid.Col span={4}>
          <NativeSelect
            label={t('fields.minute')}
            data={[...REPORT_MINUTES]}
            {...form.getInputProps(`${side}Minute`)}
          />
        </Grid.Col>
        <Grid.Col span={4}>
          <NativeSelect
            label={t('fields.amPm')}
            data={REPORT_AM_PM.map((value) => ({ value, label: t(`fields.${value}`) }))}
            {...form.getInputProps(`${side}AmPm`)}
          />
        </Grid.Col>
      </Grid>
    </Box>
  );
}

/**
 * A report's screen (spec 3 §2.4, §3, §4, §5, §9): its title, purpose and the county's note, then the criteria the
 * report reads (REPORT_FIELDS, less what the user's role does not choose), checked by the contract's rules, and
 * Download PDF / Download Excel. While a report runs both buttons wait, a second submit is ignored and its
 * progress shows; the file is saved under the spec's name. A refusal naming fields shows on them; any other
 * failure is the error alert.
 */
export default function ReportScreen({ path, note }: { path: ReportPath; note?: string }) {
  const { t } = useTranslation('reports');
  const user = useSessionStore((s) => s.user);
  const role = user?.role;
  const fields: ReadonlySet<string> = new Set(fieldsFor(path, role));
  const run = useRunReport();
  const [format, setFormat] = useState<ReportFormat>('pdf');
  const [progress, setProgress] = useState<Progress>({ stage: 'waiting' });
  const [picking, picker] = useDisclosure(false);
  const form = useForm<CriteriaForm>({
    mode: 'controlled',
    initialValues: defaultCriteria(),
    validate: validateCriteria,
    clearInputErrorOnChange: true,
  });
  const title = t(`reports.${path}.title`);
  const hasExcel = REPORT_CALLS[path].xlsx !== null;

  const submit = (chosen: ReportFormat) =>
    form.onSubmit((values) => {
      if (run.isPending) return;
      setFormat(chosen);
      run.mutate(
        {
          path,
          format: chosen,
          criteria: criteriaBody(path, role, values),
          onProgress: setProgress,
        },
        {
          onError: (error) => {
            const onFields = apiFieldErrors(error);
            if (!onFields) return;
            form.setErrors(onFields);
            // A refused field this screen does not show is said in the alert instead.
            if (!Object.keys(onFields).some((field) => field in RANGE_FIELDS || fields.has(field)))
              showErrorAlert(error);
          },
        },
      );
    });

  const accounts = [
    { value: ALL_ACCOUNTS, label: t('fields.allAccounts') },
    ...(user?.allowableAccounts ?? []).map((a) => ({ value: a.description, label: a.description })),
  ];
  const accountField = form.getInputProps('accountName');

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3}>{title}</Title>
        <Text c="dimmed">{t(`reports.${path}.about`)}</Text>
        {note?.trim() && (
          <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title={t('countyNote')}>
            {note}
          </Alert>
        )}
        <form onSubmit={submit('pdf')} noValidate aria-label={title}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <MomentFields side="from" form={form} />
              <MomentFields side="to" form={form} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {fields.has('accountName') && (
                <Select
                  label={t('fields.accountName')}
                  data={accounts}
                  searchable
                  limit={100}
                  allowDeselect={false}
                  nothingFoundMessage={t('fields.noAccount')}
                  comboboxProps={{ withinPortal: true }}
                  value={form.values.accountName || ALL_ACCOUNTS}
                  onChange={(value) =>
                    form.setFieldValue('accountName', !value || value === ALL_ACCOUNTS ? '' : value)
                  }
                  error={accountField.error}
                />
              )}
              {!fields.has('accountName') && REPORT_FIELDS[path].includes('accountName') && (
                <TextInput
                  label={t('fields.accountName')}
                  description={t('fields.ownAccount')}
                  value={user?.accountName ?? ''}
                  readOnly
                />
              )}
              {fields.has('username') && (
                <TextInput
                  label={t('fields.username')}
                  maxLength={REPORT_LIMITS.username}
                  autoComplete="off"
                  spellCheck={false}
                  {...form.getInputProps('username')}
                  inputContainer={(input) => (
                    <Group gap="xs" wrap="nowrap">
                      <Box style={{ flex: 1, minWidth: 0 }}>{input}</Box>
                      <Button
                        variant="light"
                        onClick={picker.open}
                        leftSection={<IconUserSearch size={16} aria-hidden />}
                        aria-haspopup="dialog"
                      >
                        {t('fields.chooseUser')}
                      </Button>
                    </Group>
                  )}
                />
              )}
              {fields.has('statementNumber') && (
                <TextInput
                  label={t('fields.statementNumber')}
                  inputMode="numeric"
                  maxLength={REPORT_LIMITS.statementNumber}
                  autoComplete="off"
                  {...form.getInputProps('statementNumber')}
                />
              )}
              {fields.has('logInformation') && (
                <NativeSelect
                  label={t('fields.logInformation')}
                  data={['all', ...logTypesFor(role)].map((value) => ({
                    value,
                    label: t(`logTypes.${value}`),
                  }))}
                  {...form.getInputProps('logInformation')}
                />
              )}
              {fields.has('transactionType') && (
                <NativeSelect
                  label={t('fields.transactionType')}
                  data={['all', ...transactionTypesFor(role)].map((value) => ({
                    value,
                    label: t(`transactionTypes.${value}`),
                  }))}
                  {...form.getInputProps('transactionType')}
                />
              )}
              {fields.has('orderBy') && (
                <NativeSelect
                  label={t('fields.orderBy')}
                  data={REPORT_ORDER_BY.map((value) => ({
                    value,
                    label: t(`orderBy.${value}`),
                  }))}
                  {...form.getInputProps('orderBy')}
                />
              )}
              {fields.has('dataSource') && (
                <NativeSelect
                  label={t('fields.dataSource')}
                  data={REPORT_DATA_SOURCES.map((value) => ({
                    value,
                    label: t(`dataSources.${value}`),
                  }))}
                  {...form.getInputProps('dataSource')}
                />
              )}
            </SimpleGrid>
            {fields.has('summaryMode') && (
              <Checkbox
                label={t('fields.summaryMode')}
                description={t('fields.summaryModeHelp')}
                {...form.getInputProps('summaryMode', { type: 'checkbox' })}
              />
            )}
            {run.isPending && <ReportProgress progress={progress} />}
            <Group gap="sm">
              <Button
                type="submit"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={run.isPending && format === 'pdf'}
                aria-disabled={run.isPending}
              >
                {t('actions.pdf')}
              </Button>
              {hasExcel && (
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  loading={run.isPending && format === 'xlsx'}
                  aria-disabled={run.isPending}
                  onClick={() => submit('xlsx')()}
                >
                  {t('actions.xlsx')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
      <UserPickerDialog
        opened={picking}
        onClose={picker.close}
        onPick={(username) => form.setFieldValue('username', username)}
      />
    </Paper>
  );
}
