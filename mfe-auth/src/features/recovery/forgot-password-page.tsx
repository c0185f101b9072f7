import {
  Anchor,
  Button,
  forgotPassword,
  forgotPasswordRequestSchema,
  Group,
  showAlert,
  showErrorAlert,
  Stack,
  TextInput,
  useForm,
  useSubmitOnce,
  zodFormValidator,
} from '@lrp/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../shared/auth-card';

/** /forgotPassword: e-mails a password-reset link. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { loading, run } = useSubmitOnce();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', email: '' },
    validate: zodFormValidator(forgotPasswordRequestSchema),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit((values) =>
    run(async () => {
      try {
        const reply = await forgotPassword(values.username, values.email);
        showAlert({ kind: 'info', message: reply.message ?? t('forgot.sent'), onClose: () => navigate('/login') });
      } catch (error) {
        showErrorAlert(error);
      }
    }),
  );
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
          <Button type="submit" loading={loading}>
            {t('forgot.send')}
          </Button>
        </Group>
      </form>
    </AuthCard>
  );
}
