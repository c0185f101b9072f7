import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../api/client';

/**
 * A read that failed, said in place of what it would have shown (never swallowed): the server's message in the
 * user's language and a Retry.
 * @param title what could not be loaded, e.g. "Latest news could not be loaded."
 */
export function QueryFailure({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
      title={title}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{apiErrorMessage(error)}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Group>
    </Alert>
  );
}
