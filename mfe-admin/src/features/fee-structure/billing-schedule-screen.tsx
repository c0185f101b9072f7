import { billingScheduleSchema, type BillingSchedule } from '@lrp/contract';
import {
  Button,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
  showAlert,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { apiFieldErrors } from '@lrp/shared/sections';
import { NumberInput, Switch } from '@lrp/shared/widgets';
import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from '../common/confirm-dialog';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';
import { usePrepareToRerunAccountTasks, useRunAccountTasks } from './api/billing-schedule-api';

/** When the account tasks last ran, in the reader's language; 'Never' before the first run. */
function formatLastRan(iso: string | null, language: string, never: string): string {
  if (!iso) return never;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return date.toLocaleString(language);
  } catch {
    return date.toLocaleString();
  }
}

function BillingScheduleForm({ stored }: { stored: BillingSchedule }) {
  const { t, i18n } = useTranslation('admin');
  const { form, status, onSubmit, setStatus } = useSettingsForm({
    group: 'billingSchedule',
    initial: stored,
    schema: billingScheduleSchema,
  });
  const run = useRunAccountTasks();
  const rerun = usePrepareToRerunAccountTasks();
  const trimin = useSessionStore((s) => s.user?.role) === 'TRIMIN';
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const busy = status === 'LOADING' || run.isPending || rerun.isPending;

  /**
   * Runs a button's call with the form as its body (spec 3 §4): only when idle or after a success, and only with
   * values the server would take; the form shows LOADING meanwhile, then the new Last Ran and SUCCESS.
   */
  const perform = (mutation: typeof run) => {
    if (busy || form.validate().hasErrors) return;
    setStatus('LOADING');
    mutation.mutate(form.getValues(), {
      onSuccess: (reply) => {
        form.setFieldValue('lastRan', reply.content.lastRan);
        setStatus('SUCCESS');
        if (reply.message) showAlert({ kind: 'info', message: reply.message });
      },
      onError: (error) => {
        setStatus('idle');
        const fields = apiFieldErrors(error);
        if (fields) form.setErrors(fields);
      },
    });
  };

  return (
    <>
      <SettingsForm
        label={t('controlPanel.screens.billingSchedule.label')}
        status={status}
        onSubmit={onSubmit}
        actions={
          <>
            <Button
              variant="light"
              loading={run.isPending}
              aria-disabled={busy}
              onClick={() => perform(run)}
            >
              {t('fees.schedule.run')}
            </Button>
            {trimin && (
              <Button
                variant="light"
                color="orange"
                loading={rerun.isPending}
                aria-disabled={busy}
                onClick={() => {
                  if (busy) return;
                  setConfirmation({
                    message: t('fees.schedule.confirmRerun'),
                    onYes: () => perform(rerun),
                  });
                }}
              >
                {t('fees.schedule.prepareToRerun')}
              </Button>
            )}
          </>
        }
      >
        <Stack gap="sm">
          <Switch
            label={t('fees.schedule.automaticBilling')}
            description={t('fees.schedule.automaticBillingHelp')}
            {...form.getInputProps('automaticBilling', { type: 'checkbox' })}
          />
          <Switch
            label={t('fees.schedule.automaticImageRenewal')}
            description={t('fees.schedule.automaticImageRenewalHelp')}
            {...form.getInputProps('automaticImageRenewal', { type: 'checkbox' })}
          />
        </Stack>
        <Stack gap="xs">
          <Title order={4}>{t('fees.schedule.when')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NumberInput
              label={t('fees.schedule.renewalDay')}
              description={t('fees.schedule.renewalDayHelp')}
              required
              min={1}
              max={28}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              {...form.getInputProps('renewalDay')}
            />
            <TextInput
              label={t('fees.schedule.renewalTime')}
              description={t('fees.schedule.renewalTimeHelp')}
              required
              inputMode="numeric"
              maxLength={5}
              {...form.getInputProps('renewalTime')}
            />
            <TextInput
              label={t('fees.schedule.lastRan')}
              description={t('fees.schedule.lastRanHelp')}
              readOnly
              variant="filled"
              value={formatLastRan(form.values.lastRan, i18n.language, t('fees.schedule.never'))}
            />
          </SimpleGrid>
        </Stack>
      </SettingsForm>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}

/**
 * Fee Structure > Schedule (spec 3 §2.3, §4): automatic monthly billing and image renewal and when they run;
 * Run Account Tasks now, and for TRIMIN Prepare to Rerun after asking.
 */
export default function BillingScheduleScreen() {
  return (
    <SettingsScreen<BillingSchedule> screen="billingSchedule" group="billingSchedule">
      {(stored) => <BillingScheduleForm stored={stored} />}
    </SettingsScreen>
  );
}
