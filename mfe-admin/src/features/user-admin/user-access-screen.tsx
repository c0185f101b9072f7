import {
  USER_ACCESS_LIMITS,
  USER_ACCESS_MESSAGES,
  userAccessSchema,
  type CountyConfig,
} from '@lrp/contract';
import { registerMessages, Stack, TextInput, Title, useTranslation } from '@lrp/shared';
import { NumberInput, Switch } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';

// The screen's range messages, translated by their text (shared/src/i18n/messages.ts).
registerMessages({ userAccess: USER_ACCESS_MESSAGES });

type UserAccess = CountyConfig['userAccess'];

const within = (value: unknown, min: number, max: number) =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * A number whose switch is off is not in force: left blank or out of range, the stored one is kept (it cannot be
 * corrected while its field is disabled).
 */
const normalizeWith =
  (stored: UserAccess) =>
  (v: UserAccess): UserAccess => ({
    ...v,
    maxloginAttempts:
      v.limitLoginAttempts ||
      within(
        v.maxloginAttempts,
        USER_ACCESS_LIMITS.loginAttemptsMin,
        USER_ACCESS_LIMITS.loginAttemptsMax,
      )
        ? v.maxloginAttempts
        : stored.maxloginAttempts,
    inactivityTimeLimitPeriod:
      v.inactivityTimeLimit ||
      within(
        v.inactivityTimeLimitPeriod,
        USER_ACCESS_LIMITS.inactivityMinutesMin,
        USER_ACCESS_LIMITS.inactivityMinutesMax,
      )
        ? v.inactivityTimeLimitPeriod
        : stored.inactivityTimeLimitPeriod,
  });

function UserAccessForm({ stored }: { stored: UserAccess }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'userAccess',
    initial: stored,
    schema: userAccessSchema,
    normalize: normalizeWith(stored),
  });
  const v = form.values;
  const number = {
    clampBehavior: 'none',
    allowDecimal: false,
    allowNegative: false,
    inputMode: 'numeric',
    maw: 240,
  } as const;
  return (
    <SettingsForm
      label={t('controlPanel.screens.userAccess.label')}
      status={status}
      onSubmit={onSubmit}
    >
      <Stack gap="xs">
        <Title order={4}>{t('userAdmin.access.guest')}</Title>
        <TextInput
          label={t('userAdmin.access.guestUserName')}
          description={t('userAdmin.access.guestUserNameHelp')}
          maw={360}
          {...form.getInputProps('guestUserName')}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('userAdmin.access.attempts')}</Title>
        <Switch
          label={t('userAdmin.access.limitLoginAttempts')}
          {...form.getInputProps('limitLoginAttempts', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('userAdmin.access.maxLoginAttempts')}
          description={t('userAdmin.access.maxLoginAttemptsHelp')}
          required={v.limitLoginAttempts}
          disabled={!v.limitLoginAttempts}
          min={USER_ACCESS_LIMITS.loginAttemptsMin}
          max={USER_ACCESS_LIMITS.loginAttemptsMax}
          {...number}
          {...form.getInputProps('maxloginAttempts')}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('userAdmin.access.inactivity')}</Title>
        <Switch
          label={t('userAdmin.access.inactivityTimeLimit')}
          {...form.getInputProps('inactivityTimeLimit', { type: 'checkbox' })}
        />
        <NumberInput
          label={t('userAdmin.access.inactivityTimeLimitPeriod')}
          description={t('userAdmin.access.inactivityTimeLimitPeriodHelp')}
          required={v.inactivityTimeLimit}
          disabled={!v.inactivityTimeLimit}
          min={USER_ACCESS_LIMITS.inactivityMinutesMin}
          max={USER_ACCESS_LIMITS.inactivityMinutesMax}
          {...number}
          {...form.getInputProps('inactivityTimeLimitPeriod')}
        />
      </Stack>
    </SettingsForm>
  );
}

/**
 * User Admin > User Access (spec 3 §2.3, §3, §5): the guest login; Limit Login Attempts with Max Login Attempts
 * (1 to 20, disabled while not limited); the Inactivity Time Limit with its minutes (1 to 120, disabled while off).
 */
export default function UserAccessScreen() {
  return (
    <SettingsScreen<UserAccess> screen="userAccess" group="userAccess">
      {(stored) => <UserAccessForm stored={stored} />}
    </SettingsScreen>
  );
}
