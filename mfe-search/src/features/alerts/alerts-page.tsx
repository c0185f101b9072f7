import { Paper, Stack, Text, Title, useSessionStore, useTranslation } from '@lrp/shared';
import { AlertForm } from './alert-form';
import { AlertsTable } from './alerts-table';

/**
 * /search/alerts: property fraud alerts. A person subscribes a name or a parcel id and gets an e-mail when a new
 * recording matches it (docs/recordings-import.md); the list shows what matched. Guests have none.
 */
export default function AlertsPage() {
  const { t } = useTranslation('search');
  const role = useSessionStore((s) => s.user?.role);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3}>{t('alerts.title')}</Title>
        {role === 'GUEST' ? (
          <Text>{t('alerts.guests')}</Text>
        ) : (
          <>
            <Text>{t('alerts.intro')}</Text>
            <AlertForm />
            <Title order={4}>{t('alerts.yourAlerts')}</Title>
            <AlertsTable />
          </>
        )}
      </Stack>
    </Paper>
  );
}
