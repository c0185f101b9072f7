import {
  Alert,
  Anchor,
  COUNTY_STAFF_ROLES,
  Group,
  Link,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  useCountyStore,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { EFILE_LIMITS } from '@lrp/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEfileProfile } from './api/efile-api';
import { EfileForm } from './efile-form';
import type { Submitter } from './efile-form-model';

/** The signed-in person's details as the form's submitter: their profile, or while it is missing, their name. */
function useSubmitter(): { submitter: Submitter; loading: boolean } {
  const user = useSessionStore((s) => s.user);
  const named = !!user && user.role !== 'GUEST';
  const profile = useEfileProfile(named);
  const fullName = (user?.fullName ?? '').slice(0, EFILE_LIMITS.name);
  const p = profile.data;
  if (!p) return { submitter: { name: fullName }, loading: named && profile.isPending };
  const name = `${p.firstName} ${p.lastName}`.trim().slice(0, EFILE_LIMITS.name) || fullName;
  return {
    submitter: {
      name,
      email: p.email,
      address1: p.address,
      city: p.city,
      zip: p.zip,
      ...(p.state ? { state: p.state } : {}),
    },
    loading: false,
  };
}

/**
 * /efile: submitting a document for recording (spec 3 §2.4), introduced by the page and the county's e-file note;
 * county staff also find their way to the submissions they review.
 */
export default function EfilePage() {
  const { t } = useTranslation('efile');
  const efile = useCountyStore((s) => s.config.efile);
  const role = useSessionStore((s) => s.user?.role);
  const { submitter, loading } = useSubmitter();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2}>{t('title')}</Title>
        {role && COUNTY_STAFF_ROLES.includes(role) && (
          <Anchor component={Link} to="/efile/submissions">
            {t('submissionsLink')}
          </Anchor>
        )}
      </Group>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="xs">
          <Text>{t('intro')}</Text>
          <Text size="sm" c="dimmed">
            {t('formats')}
          </Text>
        </Stack>
      </Paper>
      {efile?.efileCountyNote?.trim() && (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title={t('countyNote')}>
          <Text style={{ whiteSpace: 'pre-line' }}>{efile.efileCountyNote}</Text>
        </Alert>
      )}
      {loading ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('form.loading')} />
        </Group>
      ) : (
        <EfileForm submitter={submitter} />
      )}
    </Stack>
  );
}
