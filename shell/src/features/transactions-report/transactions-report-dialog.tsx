import {
  Button,
  Group,
  SimpleGrid,
  Stack,
  formatUsDate,
  todayUtc,
  useForm,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { type ReportRange, reportRangeDates, transactionReportRequestSchema } from '@lrp/contract';
import { useTransactionReport } from './api/transactions-report-api';
import { Modal, Radio } from '@lrp/shared/widgets';
import { DateField } from '@lrp/shared/dates';

function defaultDates(now = new Date()) {
  const today = todayUtc(now);
  const monthBack = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, today.getUTCDate()),
  );
  return { fromDate: formatUsDate(monthBack), toDate: formatUsDate(today) };
}

/** The transactions report (spec 1 §2): a range, custom dates, and for ACCOUNT the scope; a PDF in a new window. */
export function TransactionsReportDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const role = useSessionStore((s) => s.user?.role);
  const report = useTransactionReport();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      reportRange: 'YTD' as ReportRange,
      reportType: 'USER' as 'USER' | 'ACCOUNT',
      ...defaultDates(),
    },
    validate: zodFormValidator(transactionReportRequestSchema),
    clearInputErrorOnChange: true,
  });
  const custom = form.values.reportRange === 'CUSTOM';

  const generate = form.onSubmit((values) => {
    if (report.isPending) return;
    // Opened before the call so the browser treats it as the user's click, not a pop-up.
    const view = window.open('', '_blank');
    const dates = reportRangeDates(values.reportRange, values);
    report.mutate(
      { ...values, ...dates, reportType: role === 'ACCOUNT' ? values.reportType : 'USER' },
      {
        onSuccess: (pdf) => {
          const url = URL.createObjectURL(pdf);
          if (view) view.location.href = url;
          else window.open(url, '_blank');
        },
        onError: () => view?.close(),
      },
    );
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('report.title')} centered size="lg">
      <form onSubmit={generate} noValidate aria-label={t('report.title')}>
        <Stack gap="md">
          <Radio.Group label={t('report.range')} {...form.getInputProps('reportRange')}>
            <Group mt={6} gap="lg">
              {(['TODAY', 'MONTH', 'YTD', 'CUSTOM'] as const).map((range) => (
                <Radio key={range} value={range} label={t(`report.ranges.${range}`)} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={2}>
            <DateField
              label={t('report.from')}
              disabled={!custom}
              required={custom}
              value={form.values.fromDate}
              onChange={(v) => form.setFieldValue('fromDate', v)}
              error={form.errors.fromDate}
            />
            <DateField
              label={t('report.to')}
              disabled={!custom}
              value={form.values.toDate}
              onChange={(v) => form.setFieldValue('toDate', v)}
              error={form.errors.toDate}
            />
          </SimpleGrid>
          {role === 'ACCOUNT' && (
            <Radio.Group label={t('report.scope')} {...form.getInputProps('reportType')}>
              <Stack mt={6} gap={6}>
                <Radio value="ACCOUNT" label={t('report.scopeAccount')} />
                <Radio value="USER" label={t('report.scopeMine')} />
              </Stack>
            </Radio.Group>
          )}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('close', { ns: 'common' })}
          </Button>
          <Button type="submit" loading={report.isPending}>
            {t('report.generate')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
