import {
  Button,
  Group,
  PasswordInput,
  showAlert,
  showErrorAlert,
  Stack,
  useForm,
  useNavigate,
  useParams,
  useTranslation,
} from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { resetPasswordFormSchema } from '@lrp/contract';
import { useResetPassword } from './api/recovery-api';
import { AuthCard } from '../auth-card/auth-card';

/** /passwordReset/{ticket}: "Create a new password". */
export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const { ticket = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', passwordConfirm: '' },
    validate: zodFormValidator(resetPasswordFormSchema),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit((values) => {
    if (reset.isPending) return;
    reset.mutate(
      { password: values.password, ticket },
      {
        onSuccess: () =>
          showAlert({ kind: 'info', message: t('reset.done'), onClose: () => navigate('/login') }),
        // Spec 1 §2: the server's message as a warning; closing starts over with cleared fields.
        onError: (error) => showErrorAlert(error, () => form.reset(), { asServerSays: true }),
      },
    );
  });
  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      <form onSubmit={submit} noValidate aria-label={t('reset.title')}>
        <Stack gap="sm">
          <PasswordInput
            label={t('reset.newPassword')}
            required
            autoComplete="new-password"
            autoFocus
            description={t('register.passwordHint')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('person.confirmPassword', { ns: 'common' })}
            required
            autoComplete="new-password"
            {...form.getInputProps('passwordConfirm')}
          />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Group>
      </form>
    </AuthCard>
  );
}
