import {
  Button,
  fetchProfile,
  Group,
  Loader,
  Modal,
  PhoneFields,
  type Profile,
  profileSchema,
  saveProfile,
  showAlert,
  showErrorAlert,
  SimpleGrid,
  StateSelect,
  TextInput,
  useForm,
  useSubmitOnce,
  ZipInput,
  zodFormValidator,
} from '@lrp/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const EMPTY: Profile = {
  firstName: '',
  lastName: '',
  company: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  email: '',
  phoneFormatType: 'STANDARD',
  phone: '',
};

/** The signed-in user's own details (spec 1 §5 limits), trimmed before saving. */
export function ProfileDialog({ opened, onClose, onChangePassword }: { opened: boolean; onClose: () => void; onChangePassword: () => void }) {
  const { t } = useTranslation('shell');
  const [loaded, setLoaded] = useState(false);
  const { loading: saving, run } = useSubmitOnce();
  const form = useForm({ mode: 'controlled', initialValues: EMPTY, validate: zodFormValidator(profileSchema), clearInputErrorOnChange: true });

  useEffect(() => {
    if (!opened) return;
    setLoaded(false);
    fetchProfile()
      .then(({ content }) => {
        form.setValues(content);
        form.resetDirty(content);
        setLoaded(true);
      })
      .catch((error: unknown) => console.error('[portal] profile not loaded', error));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);

  const submit = form.onSubmit((values) =>
    run(async () => {
      const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as Profile;
      try {
        const reply = await saveProfile(trimmed);
        onClose();
        showAlert({ kind: 'info', message: reply.message ?? t('profile.saved') });
      } catch (error) {
        showErrorAlert(error);
      }
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.title')} size="xl" centered>
      {!loaded ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('profile.loading')} />
        </Group>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('profile.title')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label={t('person.firstName', { ns: 'common' })} required {...form.getInputProps('firstName')} />
            <TextInput label={t('person.lastName', { ns: 'common' })} required {...form.getInputProps('lastName')} />
            <TextInput label={t('person.company', { ns: 'common' })} {...form.getInputProps('company')} />
            <TextInput label={t('person.email', { ns: 'common' })} required type="email" {...form.getInputProps('email')} />
            <TextInput label={t('person.address', { ns: 'common' })} required {...form.getInputProps('address')} />
            <TextInput label={t('person.city', { ns: 'common' })} required {...form.getInputProps('city')} />
            <StateSelect label={t('person.state', { ns: 'common' })} required value={form.values.state} error={form.errors.state as string | undefined} onChange={(v) => form.setFieldValue('state', v)} />
            <ZipInput label={t('person.zip', { ns: 'common' })} required value={form.values.zip} error={form.errors.zip as string | undefined} onChange={(v) => form.setFieldValue('zip', v)} />
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
              <Button type="submit" loading={saving}>
                {t('profile.save')}
              </Button>
            </Group>
          </Group>
        </form>
      )}
    </Modal>
  );
}
