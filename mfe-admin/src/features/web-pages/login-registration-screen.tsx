import { loginPageRegistrationSchema, type CountyConfig } from '@lrp/contract';
import { Stack, useTranslation } from '@lrp/shared';
import { NumberInput, Switch } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';

type Registration = CountyConfig['loginPageRegistration'];

/** How long an e-mailed link may stay valid, in hours (the contract's range). */
const EXPIRY = { min: 1, max: 720 } as const;

function RegistrationForm({ stored }: { stored: Registration }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'loginPageRegistration',
    initial: stored,
    schema: loginPageRegistrationSchema,
  });
  return (
    <SettingsForm
      label={t('controlPanel.screens.loginPageRegistration.label')}
      status={status}
      onSubmit={onSubmit}
    >
      <Stack gap="md">
        <Switch
          label={t('webPages.loginPageRegistration.forgotPasswordLink')}
          description={t('webPages.loginPageRegistration.forgotPasswordLinkHelp')}
          {...form.getInputProps('forgotPasswordLink', { type: 'checkbox' })}
        />
        <Switch
          label={t('webPages.loginPageRegistration.selfRegistration')}
          description={t('webPages.loginPageRegistration.selfRegistrationHelp')}
          {...form.getInputProps('selfRegistration', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('webPages.loginPageRegistration.emaileExpireIn')}
          description={t('webPages.loginPageRegistration.emaileExpireInHelp', EXPIRY)}
          required
          min={EXPIRY.min}
          max={EXPIRY.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          maw={240}
          {...form.getInputProps('emaileExpireIn')}
        />
      </Stack>
    </SettingsForm>
  );
}

/**
 * Web Pages > Login - Registration (spec 1 §2, spec 3 §3): the Forgot Username/Password links, self-registration
 * ("New User?") and how many hours the e-mailed registration and password links stay valid.
 */
export default function LoginRegistrationScreen() {
  return (
    <SettingsScreen<Registration> screen="loginPageRegistration" group="loginPageRegistration">
      {(stored) => <RegistrationForm stored={stored} />}
    </SettingsScreen>
  );
}
