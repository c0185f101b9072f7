import {
  Anchor,
  Button,
  Group,
  Link,
  showAlert,
  Stack,
  TextInput,
  useForm,
  useNavigate,
  useTranslation,
  zodFormValidator,
} from '@lrp/shared';
import { forgotPasswordRequestSchema, useForgotPassword } from '@lrp/shared/account';
import { AuthCard } from '../auth-card/auth-card';

/** /forgotPassword: e-mails a password-reset link. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', email: '' },
    validate: zodFormValidator(forgotPasswordRequestSchema),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit((values) => {
    if (forgot.isPending) return;
    forgot.mutate(values, {
      onSuccess: (reply) => showAlert({ kind: 'info', message: reply.message ?? t('forgot.sent'), onClose: () => navigate('/login') }),
    });
  });
  return (
    <AuthCard title={t('forgot.passwordTitle')} intro={t('forgot.passwordIntro')}>
      <form onSubmit={submit} noValidate aria-label={t('forgot.passwordTitle')}>
        <Stack gap="sm">
          <TextInput label={t('person.username', { ns: 'common' })} required autoComplete="username" autoFocus {...form.getInputProps('username')} />
          <TextInput label={t('person.email', { ns: 'common' })} type="email" required autoComplete="email" {...form.getInputProps('email')} />
        </Stack>
        <Group justify="space-between" mt="lg">
          <Anchor component={Link} to="/login">
            {t('forgot.backToLogin')}
          </Anchor>
          <Button type="submit" loading={forgot.isPending}>
            {t('forgot.send')}
          </Button>
        </Group>
      </form>
    </AuthCard>
  );
}
