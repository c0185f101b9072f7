import { userPurgeNowSchema, type UserPurgeNow } from '@lrp/contract';
import { Alert, Button, Group, Stack, Text, useForm, useTranslation } from '@lrp/shared';
import { DateField } from '@lrp/shared/dates';
import { zodFormValidator } from '@lrp/shared/forms';
import { apiFieldErrors } from '@lrp/shared/sections';
import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from '../common/confirm-dialog';
import { useSaveCountyGroup } from '../control-panel/api/county-config-api';
import { SettingsScreen } from '../control-panel/settings/settings-screen';
import type { FormStatus } from '../control-panel/settings/use-settings-form';

const check = zodFormValidator(userPurgeNowSchema);

function PurgeNowForm({ stored }: { stored: UserPurgeNow }) {
  const { t } = useTranslation('admin');
  const purge = useSaveCountyGroup<UserPurgeNow>('userPurgeNow');
  const [status, setStatus] = useState<FormStatus>('idle');
  const [answer, setAnswer] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const form = useForm<UserPurgeNow>({
    mode: 'controlled',
    initialValues: stored,
    validate: check,
    clearInputErrorOnChange: true,
    onValuesChange: () => {
      setStatus('idle');
      setAnswer(null);
    },
  });

  const start = (values: UserPurgeNow) => {
    setStatus('LOADING');
    purge.mutate(values, {
      onSuccess: (reply) => {
        setStatus('SUCCESS');
        setAnswer(reply.message);
      },
      onError: (error) => {
        setStatus('idle');
        const fields = apiFieldErrors(error);
        if (fields) form.setErrors(fields);
      },
    });
  };

  // Purge Now checks the date, then asks (spec 3 §2.3: purge now asks for confirmation first); No does nothing.
  const onSubmit = form.onSubmit((values) => {
    if (status !== 'idle' || purge.isPending) return;
    const body = { purgeDate: values.purgeDate.trim() };
    setConfirmation({
      message: t('userAdmin.purge.confirmNow', { date: body.purgeDate }),
      onYes: () => start(body),
    });
  });

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('controlPanel.screens.userPurgeNow.label')}
      >
        <Stack gap="md">
          <DateField
            label={t('userAdmin.purge.purgeDate')}
            description={t('userAdmin.purge.purgeDateHelp')}
            required
            maw={240}
            {...form.getInputProps('purgeDate')}
            value={form.values.purgeDate}
          />
          <Text size="sm" c="dimmed">
            {t('userAdmin.purge.userKeeps')}
          </Text>
          {answer && (
            <Alert color="teal" variant="light" role="status">
              {answer}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              type="submit"
              // Red 9 under white text reads at 5.4:1 (the filled default, red 7, at 3.9:1 is below WCAG AA).
              color="red.9"
              loading={status === 'LOADING'}
              aria-disabled={status !== 'idle'}
            >
              {t('userAdmin.purge.purgeNow')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}

/**
 * User Admin > User Purge Now (spec 3 §2.3, §7): the purge date (by default today less the user purge schedule's
 * days); Purge Now asks, then starts the purge on the server and shows its answer.
 */
export default function UserPurgeNowScreen() {
  return (
    <SettingsScreen<UserPurgeNow> screen="userPurgeNow" group="userPurgeNow">
      {(stored) => <PurgeNowForm stored={stored} />}
    </SettingsScreen>
  );
}
