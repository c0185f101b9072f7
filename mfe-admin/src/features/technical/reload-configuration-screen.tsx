import {
  apiErrorMessage,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  useTranslation,
} from '@lrp/shared';
import { ActionAnswer, type Answer } from '../common/action-answer';
import { useState } from 'react';
import { useReloadConfiguration } from './api/technical-api';

/**
 * Technical > Reload Configuration (spec 3 §2.3, §7, §8; TRIMIN): every server instance drops what it keeps of the
 * county's settings, page content and lists, and reads them again; the screen shows the server's answer.
 */
export default function ReloadConfigurationScreen() {
  const { t } = useTranslation('admin');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const reload = useReloadConfiguration();
  const run = () => {
    if (reload.isPending) return;
    setAnswer(null);
    reload.mutate(undefined, {
      onSuccess: (reply) => setAnswer({ ok: true, text: reply.message ?? '' }),
      onError: (error) => setAnswer({ ok: false, text: apiErrorMessage(error) }),
    });
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3}>{t('controlPanel.screens.reloadConfiguration.label')}</Title>
        <Text c="dimmed">{t('controlPanel.screens.reloadConfiguration.about')}</Text>
        <Text size="sm">{t('technical.reload.help')}</Text>
        <ActionAnswer answer={answer} />
        <Group>
          <Button loading={reload.isPending} aria-disabled={reload.isPending} onClick={run}>
            {t('technical.reload.reload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
