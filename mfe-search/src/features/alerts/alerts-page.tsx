import {
  Paper,
  Stack,
  Text,
  Title,
  useCountyStore,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { AlertForm } from './alert-form';
import { AlertsTable } from './alerts-table';

/**
 * /search/alerts: property fraud alerts. A person subscribes a name or a parcel id and gets an e-mail when a new
 * recording matches it (docs/recordings-import.md); the list shows what matched. A guest (the shared public login)
 * lists none: when the county allows it, a guest subscribes an e-mail address, which confirms by a mailed link.
 */
export default function AlertsPage() {
  const { t } = useTranslation('search');
  const role = useSessionStore((s) => s.user?.role);
  const forThePublic = useCountyStore((s) => s.config.search2?.publicAlerts === true);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3}>{t('alerts.title')}</Title>
        {role === 'GUEST' && forThePublic ? (
          <>
            <Text>{t('alerts.publicIntro')}</Text>
            <AlertForm toEmail />
          </>
        ) : role === 'GUEST' ? (
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
