import {
  Button,
  Group,
  PasswordInput,
  showAlert,
  Stack,
  useForm,
  useTranslation,
} from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { passwordChangeFormSchema } from '@lrp/contract';
import { fieldErrorsOf, useChangePassword } from './api/profile-api';
import { Modal } from '@lrp/shared/widgets';

/**
 * Change password: the current password, then the new one twice; Back (to the profile), Update, Close; "Password
 * updated." then close. A wrong current password shows on its field.
 */
export function ChangePasswordDialog({
  opened,
  onClose,
  onBack,
}: {
  opened: boolean;
  onClose: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('shell');
  const change = useChangePassword();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', password: '', passwordConfirm: '' },
    validate: zodFormValidator(passwordChangeFormSchema),
    clearInputErrorOnChange: true,
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    if (change.isPending) return;
    change.mutate(
      { currentPassword: values.currentPassword, password: values.password },
      {
        onSuccess: () => {
          close();
          showAlert({ kind: 'info', message: t('password.updated') });
        },
        onError: (error) => {
          const errors = fieldErrorsOf(error);
          if (errors) form.setErrors(errors);
        },
      },
    );
  });
  return (
    <Modal opened={opened} onClose={close} title={t('password.title')} centered>
      <form onSubmit={submit} noValidate aria-label={t('password.title')}>
        <Stack gap="sm">
          <PasswordInput
            label={t('password.current')}
            required
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('password.new')}
            required
            autoComplete="new-password"
            description={t('password.hint')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('person.confirmPassword', { ns: 'common' })}
            required
            autoComplete="new-password"
            {...form.getInputProps('passwordConfirm')}
          />
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
            <Button type="submit" loading={change.isPending}>
              {t('password.update')}
            </Button>
          </Group>
        </Group>
      </form>
    </Modal>
  );
}
