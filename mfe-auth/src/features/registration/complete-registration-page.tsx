import {
  apiErrorMessage,
  Button,
  completeRegistration,
  Group,
  Loader,
  Stack,
  Text,
} from '@lrp/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AuthCard } from '../shared/auth-card';

type Outcome = { state: 'confirming' } | { state: 'done'; fullName: string; username: string } | { state: 'failed'; message: string };

/** /CompleteRegistration/{ticket}: confirms the e-mailed ticket as soon as it opens. */
export default function CompleteRegistrationPage() {
  const { t } = useTranslation('auth');
  const { ticket = '' } = useParams();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'confirming' });

  useEffect(() => {
    let current = true;
    completeRegistration(ticket)
      .then(({ content }) => current && setOutcome({ state: 'done', ...content }))
      .catch((error: unknown) => current && setOutcome({ state: 'failed', message: apiErrorMessage(error) }));
    return () => {
      current = false;
    };
  }, [ticket]);

  return (
    <AuthCard title={outcome.state === 'done' ? t('complete.done') : t('complete.incomplete')}>
      <Stack gap="xs" aria-live="polite">
        {outcome.state === 'confirming' && (
          <Group gap="sm">
            <Loader size="sm" />
            <Text>{t('complete.confirming')}</Text>
          </Group>
        )}
        {outcome.state === 'done' && (
          <>
            <Text fw={600}>{t('complete.welcome', { fullName: outcome.fullName })}</Text>
            <Text>{t('complete.username', { username: outcome.username })}</Text>
            <Text>{t('complete.continue')}</Text>
          </>
        )}
        {outcome.state === 'failed' && (
          <Text c="red.8" role="alert">
            {outcome.message}
          </Text>
        )}
      </Stack>
      <Group justify="flex-end">
        <Button onClick={() => navigate('/login')} disabled={outcome.state === 'confirming'}>
          {t('continue', { ns: 'common' })}
        </Button>
      </Group>
    </AuthCard>
  );
}
