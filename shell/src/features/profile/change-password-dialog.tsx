import { ApiError, Button, changePassword, Group, Modal, passwordChangeFormSchema, PasswordInput, showAlert, Stack, useForm, zodFormValidator } from '@lrp/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Change password: Back (to the profile), Update, Close; "Password updated." then close. */
export function ChangePasswordDialog({ opened, onClose, onBack }: { opened: boolean; onClose: () => void; onBack: () => void }) {
  const { t } = useTranslation('shell');
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
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
  const submit = form.onSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    try {
      await changePassword(values.password);
      close();
      showAlert({ kind: 'info', message: t('password.updated') });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 403)) {
        showAlert({ kind: 'warning', message: error instanceof ApiError ? error.message : String(error) });
      }
    } finally {
      busy.current = false;
      setSaving(false);
    }
  });
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
