import { Alert, Paper, Stack, Text, Title, useCountyStore, useTranslation } from '@lrp/shared';
import { IconInfoCircle, IconTool } from '@tabler/icons-react';

/** /efile: submitting a document for recording, introduced by the county's e-file note (the submission itself is not built yet, and the page says so). */
export default function EfilePage() {
  const { t } = useTranslation('efile');
  const efile = useCountyStore((s) => s.config.efile);
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Text>{t('intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('formats')}
          </Text>
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
      {efile?.efileCountyNote?.trim() && (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title={t('countyNote')}>
          <Text style={{ whiteSpace: 'pre-line' }}>{efile.efileCountyNote}</Text>
        </Alert>
      )}
    </Stack>
  );
}
