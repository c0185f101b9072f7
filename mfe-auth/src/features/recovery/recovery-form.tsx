import { Anchor, Button, Group, Link, showAlert, useNavigate, useTranslation } from '@lrp/shared';
import type { FormEventHandler, ReactNode } from 'react';
import { AuthCard } from '../auth-card/auth-card';

/**
 * The frame of the two recovery pages (forgot username, forgot password): the card, the form with its fields,
 * Back to Log In and Send (busy while the request runs).
 */
export function RecoveryForm({
  title,
  intro,
  pending,
  onSubmit,
  children,
}: {
  title: string;
  intro: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={title} intro={intro}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        {children}
        <Group justify="space-between" mt="lg">
          <Anchor component={Link} to="/login">
            {t('forgot.backToLogin')}
          </Anchor>
          <Button type="submit" loading={pending}>
            {t('forgot.send')}
          </Button>
        </Group>
      </form>
    </AuthCard>
  );
}

/** After a recovery request: the server's words (or ours) in an alert, then back to Log In. */
export function useSentThenLogin() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (reply: { message?: string | null }) =>
    showAlert({
      kind: 'info',
      message: reply.message ?? t('forgot.sent'),
      onClose: () => navigate('/login'),
    });
}
