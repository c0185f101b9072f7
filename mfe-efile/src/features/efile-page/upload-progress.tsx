import { Box, Group, Loader, Stack, Text, useTranslation } from '@lrp/shared';

/** Percent of the file sent, or null while the browser does not know the size to send. */
const percentOf = (sent: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : null;

/**
 * How far the upload has come: a progress bar named for screen readers, and once the file is all sent, the word that
 * the server is counting its pages and pricing it.
 */
export function UploadProgress({ sent, total }: { sent: number; total: number }) {
  const { t } = useTranslation('efile');
  const pct = percentOf(sent, total);
  const pricing = pct === 100;
  const label = t('upload.label');
  const text = pricing
    ? t('upload.pricing')
    : pct === null
      ? t('upload.sending')
      : t('upload.percent', { percent: pct });
  return (
    <Stack gap={6}>
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" fw={600}>
          {text}
        </Text>
      </Group>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? undefined}
        aria-valuetext={text}
        h={10}
        bg="gray.2"
        style={{ borderRadius: 5, overflow: 'hidden' }}
      >
        <Box
          h="100%"
          w={pct === null ? '100%' : `${pct}%`}
          bg={pct === null ? 'civic.3' : 'civic.7'}
          style={{ transition: 'width 300ms' }}
        />
      </Box>
    </Stack>
  );
}
