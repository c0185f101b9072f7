import {
  Alert,
  Grid,
  Navigate,
  pageNavigation,
  Paper,
  Stack,
  takeReturnTo,
  Text,
  Title,
  translateMessage,
  useCountyStore,
  useLockoutInPlace,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { LoginForm } from './login-form';
import { LoginLatestNews } from './login-latest-news';
import { LoginLinks } from './login-links';
import { LoginSlides } from './login-slides';

/** / and /login: the sign-in card beside the county's slides, links and news. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  const basename = useCountyStore((s) => s.productConfig?.BROWSER_ROUTER_BASENAME ?? '/');
  const lockout = useCountyStore((s) => s.config.userLockout);
  const lockoutInPlace = useLockoutInPlace();
  // Why the user is here when the portal ended the session (a 403, the inactivity limit): the server's words.
  const endReason = useSessionStore((s) => s.endReason);
  if (signedIn) return <Navigate to="/home" replace />;

  // Spec 1 §2: on success go to /home (or where the user was going) and reload the page.
  const afterSignIn = () => {
    const target = takeReturnTo() ?? '/home';
    pageNavigation.assign(`${basename.replace(/\/$/, '')}${target}`);
  };

  return (
    <Grid gap="lg" align="flex-start">
      {/* The sign-in card comes first in reading and tab order; on wide screens it is drawn on the right. */}
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }} order={{ base: 1, md: 2 }}>
        <Stack gap="lg">
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Title order={2} mb={4}>
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm" mb="md">
              {t('login.intro')}
            </Text>
            {endReason && (
              <Alert
                color="orange"
                variant="light"
                mb="md"
                role="status"
                data-testid="session-end-reason"
              >
                {translateMessage(endReason)}
              </Alert>
            )}
            {lockoutInPlace && lockout?.messageLogin && (
              <Alert color="orange" variant="light" mb="md" title={t('login.lockoutTitle')}>
                {lockout.messageLogin}
              </Alert>
            )}
            <LoginForm onSignedIn={afterSignIn} />
          </Paper>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }} order={{ base: 2, md: 1 }}>
        <Stack gap="lg">
          <LoginSlides />
          <LoginLatestNews />
        </Stack>
      </Grid.Col>
      <Grid.Col span={12} order={3}>
        <LoginLinks />
      </Grid.Col>
    </Grid>
  );
}
