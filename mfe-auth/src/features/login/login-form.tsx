import {
  Alert,
  Anchor,
  ApiError,
  Button,
  Group,
  LANGUAGES,
  login,
  loginRequestSchema,
  PasswordInput,
  Select,
  setPortalLanguage,
  Stack,
  TextInput,
  useCountyStore,
  useForm,
  zodFormValidator,
  type LanguageCode,
} from '@lrp/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Username, Password, the Language select (when the county offers languages), Log In.
 * @param onSignedIn called after the server accepted the credentials
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const languagesOn = useCountyStore((s) => s.config.languages?.languages ?? false);
  const registration = useCountyStore((s) => s.config.loginPageRegistration);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '', language: 'ENGLISH' as LanguageCode },
    validate: zodFormValidator(loginRequestSchema),
    onValuesChange: () => setError(null),
  });

  const submit = form.onSubmit(async (values) => {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      await login(values);
      onSignedIn();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      setSubmitting(false);
    }
  });

  const chooseLanguage = (code: string | null) => {
    const language = (code ?? 'ENGLISH') as LanguageCode;
    form.setFieldValue('language', language);
    void setPortalLanguage(language);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.title')}>
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" role="alert" title={null}>
            {error}
          </Alert>
        )}
        <TextInput
          label={t('login.username')}
          autoComplete="username"
          required
          autoFocus
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {languagesOn && (
          <Select
            label={t('login.language')}
            data={LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName === l.name ? l.name : `${l.name} · ${l.nativeName}` }))}
            value={form.values.language}
            onChange={chooseLanguage}
            allowDeselect={false}
            searchable
          />
        )}
        <Button type="submit" fullWidth mt="xs" loading={submitting} loaderProps={{ type: 'dots' }} aria-busy={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
        {submitting && (
          <span role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
            {t('login.submitting')}
          </span>
        )}
        {(registration?.forgotPasswordLink || registration?.selfRegistration) && (
          <Group justify="space-between" gap="xs" mt={4}>
            {registration?.forgotPasswordLink && (
              <Group gap="md">
                <Anchor component={Link} to="/forgotUsername" size="sm">
                  {t('login.forgotUsername')}
                </Anchor>
                <Anchor component={Link} to="/forgotPassword" size="sm">
                  {t('login.forgotPassword')}
                </Anchor>
              </Group>
            )}
            {registration?.selfRegistration && (
              <Anchor component={Link} to="/register" size="sm" fw={600}>
                {t('login.newUser')}
              </Anchor>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
