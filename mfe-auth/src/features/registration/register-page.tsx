import {
  Anchor,
  Button,
  Group,
  Link,
  PasswordInput,
  showAlert,
  SimpleGrid,
  TextInput,
  useCountyStore,
  useForm,
  useNavigate,
  useTranslation,
} from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { BLANK_PERSON, signUpFormSchema } from '@lrp/contract';
import { useSignUp } from './api/registration-api';
import { AddressFields, PhoneFields } from '@lrp/shared/widgets';
import { AuthCard } from '../auth-card/auth-card';

/** /register: self-registration (spec 1 §2), all fields required but Company. */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const stateCode = useCountyStore((s) => s.config.common?.stateCode ?? '');
  const register = useSignUp();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      username: '',
      password: '',
      passwordConfirm: '',
      ...BLANK_PERSON,
      state: stateCode,
    },
    validate: zodFormValidator(signUpFormSchema),
    clearInputErrorOnChange: true,
  });

  const submit = form.onSubmit((values) => {
    if (register.isPending) return;
    const { passwordConfirm: _confirm, ...request } = values;
    register.mutate(request, {
      onSuccess: () =>
        showAlert({
          kind: 'info',
          message: t('register.success'),
          onClose: () => navigate('/login'),
        }),
    });
  });

  const field = (name: keyof typeof form.values) => form.getInputProps(name);
  return (
    <AuthCard title={t('register.title')} intro={t('register.intro')} width={720}>
      <form onSubmit={submit} noValidate aria-label={t('register.title')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={t('person.username', { ns: 'common' })}
            required
            autoComplete="username"
            description={t('register.usernameHint')}
            {...field('username')}
          />
          <TextInput
            label={t('person.email', { ns: 'common' })}
            required
            type="email"
            autoComplete="email"
            {...field('email')}
          />
          <PasswordInput
            label={t('person.password', { ns: 'common' })}
            required
            autoComplete="new-password"
            description={t('register.passwordHint')}
            {...field('password')}
          />
          <PasswordInput
            label={t('person.confirmPassword', { ns: 'common' })}
            required
            autoComplete="new-password"
            {...field('passwordConfirm')}
          />
          <TextInput
            label={t('person.firstName', { ns: 'common' })}
            required
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextInput
            label={t('person.lastName', { ns: 'common' })}
            required
            autoComplete="family-name"
            {...field('lastName')}
          />
          <TextInput
            label={t('person.company', { ns: 'common' })}
            autoComplete="organization"
            {...field('company')}
          />
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
          <Anchor component={Link} to="/login">
            {t('register.haveAccount')}
          </Anchor>
          <Group>
            <Button variant="default" onClick={() => navigate('/login')}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" loading={register.isPending}>
              {t('register.submit')}
            </Button>
          </Group>
        </Group>
      </form>
    </AuthCard>
  );
}
