import {
  apiErrorMessage,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  useNavigate,
  useParams,
  useTranslation,
} from '@lrp/shared';
import { useCompleteRegistration } from './api/registration-api';
import { AuthCard } from '../auth-card/auth-card';

/** /CompleteRegistration/{ticket}: confirms the e-mailed ticket as soon as it opens. */
export default function CompleteRegistrationPage() {
  const { t } = useTranslation('auth');
  const { ticket = '' } = useParams();
  const navigate = useNavigate();
  const outcome = useCompleteRegistration(ticket);

  return (
    <AuthCard title={outcome.isSuccess ? t('complete.done') : t('complete.incomplete')}>
      <Stack gap="xs" aria-live="polite">
        {outcome.isPending && (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('complete.confirming')}</Text>
          </Group>
        )}
        {outcome.isSuccess && (
          <>
            <Text fw={600}>{t('complete.welcome', { fullName: outcome.data.fullName })}</Text>
            <Text>{t('complete.username', { username: outcome.data.username })}</Text>
            <Text>{t('complete.continue')}</Text>
          </>
        )}
        {outcome.isError && (
          <Text c="red.8" role="alert">
            {apiErrorMessage(outcome.error)}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end">
        <Button onClick={() => navigate('/login')} disabled={outcome.isPending}>
          {t('continue', { ns: 'common' })}
        </Button>
      </Group>
    </AuthCard>
  );
}
