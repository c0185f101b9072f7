import {
  Alert,
  Anchor,
  apiErrorMessage,
  Button,
  Group,
  type LanguageCode,
  LANGUAGES,
  Link,
  Loader,
  NativeSelect,
  PasswordInput,
  setPortalLanguage,
  Stack,
  TextInput,
  useCountyStore,
  useForm,
  useLogin,
  useTranslation,
} from '@lrp/shared';
import { isSignInLinkAnswer } from './api/sign-in-link-api';

/** The sign-in rules (login-rules.ts), loaded once per page. */
let rules: Promise<typeof import('./login-rules')> | null = null;
const loadRules = () => (rules ??= import('./login-rules'));

/**
 * Username, Password, the Language select (when the county offers languages), Log In.
 * @param onSignedIn called after the server accepted the credentials
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const languagesOn = useCountyStore((s) => s.config.languages?.languages ?? false);
  const registration = useCountyStore((s) => s.config.loginPageRegistration);
  const login = useLogin();
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '', language: 'ENGLISH' as LanguageCode },
    // Typing clears the red error box (spec 1 §2).
    onValuesChange: () => login.reset(),
  });
  // After success the page reloads; until then the button keeps saying "Logging in...".
  const submitting = login.isPending || login.isSuccess;
  // A username under attack: from a new browser the right password mails a sign-in link (not an error to show red).
  const linkAnswer = login.isError && isSignInLinkAnswer(login.error);
  const error = login.isError && !linkAnswer ? apiErrorMessage(login.error) : null;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const values = form.getValues();
    // Unreachable rules (a dropped connection) leave the check to the server, which applies the same ones.
    const errors = await loadRules().then(
      ({ validateLogin }) => validateLogin(values),
      () => ({}),
    );
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) login.mutate(values, { onSuccess: onSignedIn });
  };

  const chooseLanguage = (code: string) => {
    const language = code as LanguageCode;
    form.setFieldValue('language', language);
    void setPortalLanguage(language);
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      // Fetched at the first keystroke (the username field has the focus from the start), so that a submit rarely
      // waits for them.
      onInput={() => void loadRules().catch(() => undefined)}
      noValidate
      aria-label={t('login.title')}
    >
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" role="alert" title={null}>
            {error}
          </Alert>
        )}
        {linkAnswer && (
          <Alert
            color="blue"
            variant="light"
            role="status"
            title={t('login.linkSentTitle')}
            data-testid="sign-in-link-sent"
          >
            {t('login.linkSent')}
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
          <NativeSelect
            label={t('login.language')}
            data={LANGUAGES.map((l) => ({
              value: l.code,
              label: `${l.nativeName === l.name ? l.name : `${l.name} · ${l.nativeName}`}${
                'englishTexts' in l ? ` ${t('login.englishTexts')}` : ''
              }`,
            }))}
            value={form.values.language}
            onChange={(e) => chooseLanguage(e.currentTarget.value)}
          />
        )}
        {/* The label itself says "Logging in..." while waiting (spec 1 §2), so sighted users see it too. */}
        <Button
          type="submit"
          fullWidth
          mt="xs"
          aria-disabled={submitting}
          leftSection={submitting ? <Loader size={16} color="white" aria-hidden /> : undefined}
        >
          <span role={submitting ? 'status' : undefined}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </span>
        </Button>
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
