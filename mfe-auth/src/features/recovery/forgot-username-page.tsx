import {
  Anchor,
  Button,
  Group,
  Link,
  showAlert,
  TextInput,
  useForm,
  useNavigate,
  useTranslation,
  zodFormValidator,
} from '@lrp/shared';
import { forgotUsernameRequestSchema, useForgotUsername } from '@lrp/shared/account';
import { AuthCard } from '../auth-card/auth-card';

/** /forgotUsername: e-mails the username to a registered address. */
export default function ForgotUsernamePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const forgot = useForgotUsername();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: zodFormValidator(forgotUsernameRequestSchema),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit((values) => {
    if (forgot.isPending) return;
    forgot.mutate(values.email, {
      onSuccess: (reply) => showAlert({ kind: 'info', message: reply.message ?? t('forgot.sent'), onClose: () => navigate('/login') }),
    });
  });
  return (
    <AuthCard title={t('forgot.usernameTitle')} intro={t('forgot.usernameIntro')}>
      <form onSubmit={submit} noValidate aria-label={t('forgot.usernameTitle')}>
        <TextInput label={t('person.email', { ns: 'common' })} type="email" required autoComplete="email" autoFocus {...form.getInputProps('email')} />
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
