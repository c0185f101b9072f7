import {
  apiErrorMessage,
  Button,
  Group,
  Link,
  pageNavigation,
  Text,
  useCountyStore,
  useParams,
  useTranslation,
} from '@lrp/shared';
import { AuthCard } from '../auth-card/auth-card';
import { useSignInWithLink } from './api/sign-in-link-api';

/**
 * /login/link/{ticket}: the e-mailed one-time sign-in link. It signs in only when the person presses the button,
 * so a mail scanner that opens the link uses nothing up; then the page reloads at /home as after any sign-in.
 */
export default function SignInLinkPage() {
  const { t } = useTranslation('auth');
  const { ticket = '' } = useParams();
  const basename = useCountyStore((s) => s.productConfig?.BROWSER_ROUTER_BASENAME ?? '/');
  const signIn = useSignInWithLink();
  const submitting = signIn.isPending || signIn.isSuccess;

  const go = () =>
    signIn.mutate(ticket, {
      onSuccess: () => pageNavigation.assign(`${basename.replace(/\/$/, '')}/home`),
    });

  return (
    <AuthCard title={t('link.title')} intro={t('link.intro')}>
      {signIn.isError && (
        <Text c="red.8" role="alert">
          {apiErrorMessage(signIn.error)}
        </Text>
      )}
      <Group justify="space-between">
        <Button component={Link} to="/login" variant="default">
          {t('forgot.backToLogin')}
        </Button>
        <Button onClick={go} loading={submitting} disabled={signIn.isError}>
          {t('link.submit')}
        </Button>
      </Group>
    </AuthCard>
  );
}
