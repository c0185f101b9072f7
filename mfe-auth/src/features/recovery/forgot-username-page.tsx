import {
  Anchor,
  Button,
  forgotUsername,
  forgotUsernameRequestSchema,
  Group,
  showAlert,
  showErrorAlert,
  TextInput,
  useForm,
  useSubmitOnce,
  zodFormValidator,
} from '@lrp/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../shared/auth-card';

/** /forgotUsername: e-mails the username to a registered address. */
export default function ForgotUsernamePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { loading, run } = useSubmitOnce();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: zodFormValidator(forgotUsernameRequestSchema),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit((values) =>
    run(async () => {
      try {
        const reply = await forgotUsername(values.email);
        showAlert({ kind: 'info', message: reply.message ?? t('forgot.sent'), onClose: () => navigate('/login') });
      } catch (error) {
        showErrorAlert(error);
      }
    }),
  );
  return (
    <AuthCard title={t('forgot.usernameTitle')} intro={t('forgot.usernameIntro')}>
      <form onSubmit={submit} noValidate aria-label={t('forgot.usernameTitle')}>
        <TextInput label={t('person.email', { ns: 'common' })} type="email" required autoComplete="email" autoFocus {...form.getInputProps('email')} />
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
