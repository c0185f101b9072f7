import {
  Button,
  changePassword,
  Group,
  Modal,
  passwordChangeFormSchema,
  PasswordInput,
  showAlert,
  showErrorAlert,
  Stack,
  useForm,
  useSubmitOnce,
  zodFormValidator,
} from '@lrp/shared';
import { useTranslation } from 'react-i18next';

/** Change password: Back (to the profile), Update, Close; "Password updated." then close. */
export function ChangePasswordDialog({ opened, onClose, onBack }: { opened: boolean; onClose: () => void; onBack: () => void }) {
  const { t } = useTranslation('shell');
  const { loading: saving, run } = useSubmitOnce();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', passwordConfirm: '' },
    validate: zodFormValidator(passwordChangeFormSchema),
    clearInputErrorOnChange: true,
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    run(async () => {
      try {
        await changePassword(values.password);
        close();
        showAlert({ kind: 'info', message: t('password.updated') });
      } catch (error) {
        showErrorAlert(error);
      }
    }),
  );
  return (
    <Modal opened={opened} onClose={close} title={t('password.title')} centered>
      <form onSubmit={submit} noValidate aria-label={t('password.title')}>
        <Stack gap="sm">
          <PasswordInput label={t('password.new')} required autoComplete="new-password" description={t('password.hint')} data-autofocus {...form.getInputProps('password')} />
          <PasswordInput label={t('person.confirmPassword', { ns: 'common' })} required autoComplete="new-password" {...form.getInputProps('passwordConfirm')} />
        </Stack>
        <Group justify="space-between" mt="lg">
          <Button
            variant="default"
            onClick={() => {
              form.reset();
              onBack();
            }}
          >
            {t('back', { ns: 'common' })}
          </Button>
          <Group>
            <Button variant="default" onClick={close}>
              {t('close', { ns: 'common' })}
            </Button>
            <Button type="submit" loading={saving}>
              {t('password.update')}
            </Button>
          </Group>
        </Group>
      </form>
    </Modal>
  );
}
