import {
  Button,
  Group,
  PasswordInput,
  resetPassword,
  resetPasswordFormSchema,
  showAlert,
  showErrorAlert,
  Stack,
  useForm,
  useSubmitOnce,
  zodFormValidator,
} from '@lrp/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AuthCard } from '../shared/auth-card';

/** /passwordReset/{ticket}: "Create a new password". */
export default function PasswordResetPage() {
  const { t } = useTranslation('auth');
  const { ticket = '' } = useParams();
  const navigate = useNavigate();
  const { loading, run } = useSubmitOnce();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', passwordConfirm: '' },
    validate: zodFormValidator(resetPasswordFormSchema),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit((values) =>
    run(async () => {
      try {
        await resetPassword(values.password, ticket);
        showAlert({ kind: 'info', message: t('reset.done'), onClose: () => navigate('/login') });
      } catch (error) {
        // Spec 1 §2: the server's message as a warning; closing starts over with cleared fields.
        showErrorAlert(error, () => form.reset());
      }
    }),
  );
  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
      <form onSubmit={submit} noValidate aria-label={t('reset.title')}>
        <Stack gap="sm">
          <PasswordInput label={t('reset.newPassword')} required autoComplete="new-password" autoFocus description={t('register.passwordHint')} {...form.getInputProps('password')} />
          <PasswordInput label={t('person.confirmPassword', { ns: 'common' })} required autoComplete="new-password" {...form.getInputProps('passwordConfirm')} />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={loading}>
            {t('reset.submit')}
          </Button>
        </Group>
      </form>
    </AuthCard>
  );
}
