import { TextInput, useForm, useTranslation } from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { forgotUsernameRequestSchema } from '@lrp/contract';
import { useForgotUsername } from './api/recovery-api';
import { RecoveryForm, useSentThenLogin } from './recovery-form';

/** /forgotUsername: e-mails the username to a registered address. */
export default function ForgotUsernamePage() {
  const { t } = useTranslation('auth');
  const sent = useSentThenLogin();
  const forgot = useForgotUsername();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: zodFormValidator(forgotUsernameRequestSchema),
    clearInputErrorOnChange: true,
  });
  const submit = form.onSubmit((values) => {
    if (!forgot.isPending) forgot.mutate(values.email, { onSuccess: sent });
  });
  return (
    <RecoveryForm
      title={t('forgot.usernameTitle')}
      intro={t('forgot.usernameIntro')}
      pending={forgot.isPending}
      onSubmit={submit}
    >
      <TextInput
        label={t('person.email', { ns: 'common' })}
        type="email"
        required
        autoComplete="email"
        autoFocus
        {...form.getInputProps('email')}
      />
    </RecoveryForm>
  );
}
