import { Paper, Stack, Text, Title, useTranslation } from '@lrp/shared';
import { CreateCredentialForm } from './create-credential-form';
import { CredentialTable } from './credential-table';

/**
 * Technical > Recording Feed (TRIMIN): the service credentials the county's recording system sends new recordings
 * with (POST records/recordings, docs/recordings-import.md). A new credential's token is shown once; a revoked one
 * stops working at once.
 */
export default function RecordingFeedScreen() {
  const { t } = useTranslation('admin');
  const listTitle = t('technical.recordingFeed.credentials');
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3}>{t('controlPanel.screens.recordingFeed.label')}</Title>
        <Text c="dimmed">{t('controlPanel.screens.recordingFeed.about')}</Text>
        <Text size="sm">{t('technical.recordingFeed.help')}</Text>
        <Text size="sm">{t('technical.recordingFeed.helpToken')}</Text>
        <CreateCredentialForm />
        <Title order={4}>{listTitle}</Title>
        <CredentialTable label={listTitle} />
      </Stack>
    </Paper>
  );
}
