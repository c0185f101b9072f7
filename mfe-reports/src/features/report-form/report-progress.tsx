import { Box, Group, Loader, Stack, Text, useTranslation } from '@lrp/shared';
import type { ReportProgress as Progress } from './api/reports-api';

/** Percent done, or null while nothing says how much there is to do. */
function percent(progress: Progress): number | null {
  if (progress.stage === 'making')
    return progress.total > 0
      ? Math.min(100, Math.round((progress.done / progress.total) * 100))
      : 0;
  if (progress.stage === 'receiving' && progress.expected > 0)
    return Math.min(100, Math.round((progress.received / progress.expected) * 100));
  return null;
}

/**
 * How far a report has come while it runs: a progress bar (rows the server has written, "done of total", then the
 * bytes received) and, for a large report made on the server, the server's word that it downloads when ready.
 */
export function ReportProgress({ progress }: { progress: Progress }) {
  const { t, i18n } = useTranslation('reports');
  const n = (value: number) => value.toLocaleString(i18n.language);
  const pct = percent(progress);
  const label = t(`progress.${progress.stage}`);
  const amount =
    progress.stage === 'making'
      ? t('progress.rows', { done: n(progress.done), total: n(progress.total) })
      : pct !== null
        ? t('progress.percent', { percent: pct })
        : null;
  return (
    <Stack gap={6}>
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {amount && <Text size="sm">{amount}</Text>}
      </Group>
      {progress.stage === 'making' && progress.message && (
        <Text size="sm" c="dimmed">
          {progress.message}
        </Text>
      )}
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? undefined}
        aria-valuetext={amount ?? label}
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
