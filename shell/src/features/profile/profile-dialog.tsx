import {
  Button,
  Group,
  Loader,
  PasswordInput,
  QueryFailure,
  showAlert,
  SimpleGrid,
  TextInput,
  useForm,
  useTranslation,
} from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { type Profile, profileSchema } from '@lrp/contract';
import { fieldErrorsOf, useProfile, useSaveProfile } from './api/profile-api';
import { AddressFields, Modal, PhoneFields } from '@lrp/shared/widgets';

const trimmed = (values: Profile) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
  ) as Profile;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function ProfileForm({
  profile,
  onClose,
  onChangePassword,
}: {
  profile: Profile;
  onClose: () => void;
  onChangePassword: () => void;
}) {
  const { t } = useTranslation('shell');
  const save = useSaveProfile();
  const form = useForm({
    mode: 'controlled',
    initialValues: { ...profile, currentPassword: '' },
    validate: zodFormValidator(profileSchema),
    clearInputErrorOnChange: true,
  });
  // A new e-mail address needs the current password (the server checks it); the field shows only then.
  const emailChanges = !sameAddress(form.values.email, profile.email);

  const submit = form.onSubmit(({ currentPassword, ...values }) => {
    if (save.isPending) return;
    save.mutate(emailChanges ? { ...trimmed(values), currentPassword } : trimmed(values), {
      onSuccess: (reply) => {
        onClose();
        showAlert({ kind: 'info', message: reply.message ?? t('profile.saved') });
      },
      onError: (error) => {
        const errors = fieldErrorsOf(error);
        if (errors) form.setErrors(errors);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={t('person.firstName', { ns: 'common' })}
          required
          autoComplete="given-name"
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('person.lastName', { ns: 'common' })}
          required
          autoComplete="family-name"
          {...form.getInputProps('lastName')}
        />
        <TextInput
          label={t('person.company', { ns: 'common' })}
          autoComplete="organization"
          {...form.getInputProps('company')}
        />
        <TextInput
          label={t('person.email', { ns: 'common' })}
          required
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        {emailChanges && (
          <PasswordInput
            label={t('profile.currentPassword')}
            description={t('profile.currentPasswordHint')}
            required
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
        )}
        <AddressFields form={form} required own />
        <PhoneFields
          format={form.values.phoneFormatType}
          onFormatChange={(v) => form.setFieldValue('phoneFormatType', v)}
          phone={form.values.phone}
          onPhoneChange={(v) => form.setFieldValue('phone', v)}
          error={form.errors.phone as string | undefined}
          required
        />
      </SimpleGrid>
      <Group justify="space-between" mt="lg">
        <Button variant="light" onClick={onChangePassword}>
          {t('profile.changePassword')}
        </Button>
        <Group>
          <Button variant="default" onClick={onClose}>
            {t('close', { ns: 'common' })}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}

/** The signed-in user's own details (spec 1 §5 limits), trimmed before saving. */
export function ProfileDialog({
  opened,
  onClose,
  onChangePassword,
}: {
  opened: boolean;
  onClose: () => void;
  onChangePassword: () => void;
}) {
  const { t } = useTranslation('shell');
  const profile = useProfile(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.title')} size="xl" centered>
      {profile.isError && (
        <QueryFailure
          title={t('profile.failed')}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.isPending && (
        <Group justify="center" py="xl">
          <Loader aria-label={t('profile.loading')} />
        </Group>
      )}
      {profile.isSuccess && (
        <ProfileForm
          key={profile.dataUpdatedAt}
          profile={profile.data}
          onClose={onClose}
          onChangePassword={onChangePassword}
        />
      )}
    </Modal>
  );
}
