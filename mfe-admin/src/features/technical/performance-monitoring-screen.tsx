import {
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  useCountyStore,
  useTranslation,
  VisuallyHidden,
} from '@lrp/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { monitoringPageUrl } from './api/technical-api';

/**
 * Technical > Performance Monitoring (spec 3 §2.3; TRIMIN): the button opens the server's monitoring page (request
 * rates, errors and latency per route group, the database pool, the job queue, sign-in failures, memory and the
 * event loop, per instance) in a window of its own. The page is the server's, for staff only; the same figures are
 * at /api/monitoring/metrics for the county's own Prometheus.
 */
export default function PerformanceMonitoringScreen() {
  const { t } = useTranslation('admin');
  const apiPrefix = useCountyStore((s) => s.productConfig?.SERVER_URL ?? '/api/');
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3}>{t('controlPanel.screens.performanceMonitoring.label')}</Title>
        <Text c="dimmed">{t('controlPanel.screens.performanceMonitoring.about')}</Text>
        <Text size="sm">{t('technical.monitoring.help')}</Text>
        <Group>
          <Button
            component="a"
            href={monitoringPageUrl(apiPrefix)}
            target="_blank"
            rel="noopener"
            rightSection={<IconExternalLink aria-hidden size={16} />}
          >
            {t('technical.monitoring.open')}
            <VisuallyHidden>{t('technical.monitoring.newWindow')}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
