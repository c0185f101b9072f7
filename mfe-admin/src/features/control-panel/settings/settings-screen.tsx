import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  QueryFailure,
  Stack,
  Text,
  Title,
  useTranslation,
} from '@lrp/shared';
import { IconCircleCheck } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useCountyGroup } from '../api/county-config-api';
import type { FormStatus } from './use-settings-form';

/**
 * A control-panel settings screen (spec 3 §2.3): its title and purpose, then the form once the county's group has
 * loaded (a loader before, a failure with Retry if it cannot load).
 */
export function SettingsScreen<T>({
  screen,
  group,
  children,
}: {
  /** The screen's path under /controlPanel: its label and purpose come from the locale. */
  screen: string;
  group: string;
  children: (stored: T) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const query = useCountyGroup<T>(group);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3}>{t(`controlPanel.screens.${screen}.label`)}</Title>
        <Text c="dimmed">{t(`controlPanel.screens.${screen}.about`)}</Text>
        {query.isError && (
          <QueryFailure
            title={t('controlPanel.form.loadFailed')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.isPending && <Loader aria-label={t('controlPanel.form.loading')} />}
        {query.data !== undefined && children(query.data)}
      </Stack>
    </Paper>
  );
}

/** A settings form: its fields, a message for the whole form, and Save with its loading and success states. */
export function SettingsForm({
  label,
  status,
  onSubmit,
  formError,
  actions,
  children,
}: {
  label: string;
  status: FormStatus;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** A rule about the whole form (not one field) that refused the values. */
  formError?: ReactNode;
  /** More buttons beside Save. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {children}
        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={status === 'LOADING'} aria-disabled={status !== 'idle'}>
            {t('controlPanel.form.save')}
          </Button>
          {actions}
          <Text role="status" size="sm" c="teal.8" component="span">
            {status === 'SUCCESS' && (
              <Group gap={4} component="span">
                <IconCircleCheck aria-hidden size={20} />
                {t('controlPanel.form.saved')}
              </Group>
            )}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
