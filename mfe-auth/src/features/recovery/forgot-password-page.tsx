import { Stack, TextInput, useForm, useTranslation } from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { forgotPasswordRequestSchema } from '@lrp/contract';
import { useForgotPassword } from './api/recovery-api';
import { RecoveryForm, useSentThenLogin } from './recovery-form';

/** /forgotPassword: e-mails a password-reset link. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const sent = useSentThenLogin();
  const forgot = useForgotPassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', email: '' },
    validate: zodFormValidator(forgotPasswordRequestSchema),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit((values) => {
    if (!forgot.isPending) forgot.mutate(values, { onSuccess: sent });
  });
  return (
    <RecoveryForm
      title={t('forgot.passwordTitle')}
      intro={t('forgot.passwordIntro')}
      pending={forgot.isPending}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <TextInput
          label={t('person.username', { ns: 'common' })}
          required
          autoComplete="username"
          autoFocus
          {...form.getInputProps('username')}
        />
        <TextInput
          label={t('person.email', { ns: 'common' })}
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
      </Stack>
    </RecoveryForm>
  );
}
