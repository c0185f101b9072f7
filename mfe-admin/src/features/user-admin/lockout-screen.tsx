import { userLockoutSchema, type CountyConfig } from '@lrp/contract';
import { Stack, TextInput, useTranslation } from '@lrp/shared';
import { Switch, Textarea } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';

type UserLockout = CountyConfig['userLockout'];

function LockoutForm({ stored }: { stored: UserLockout }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'userLockout',
    initial: stored,
    schema: userLockoutSchema,
  });
  return (
    <SettingsForm
      label={t('controlPanel.screens.userLockout.label')}
      status={status}
      onSubmit={onSubmit}
    >
      <Stack gap="md">
        <Switch
          label={t('userAdmin.lockout.lockoutInPlace')}
          description={t('userAdmin.lockout.lockoutInPlaceHelp')}
          {...form.getInputProps('lockoutInPlace', { type: 'checkbox' })}
        />
        <Textarea
          label={t('userAdmin.lockout.messageLogin')}
          description={t('userAdmin.lockout.messageLoginHelp')}
          required
          autosize
          minRows={3}
          maxLength={500}
          {...form.getInputProps('messageLogin')}
        />
        <TextInput
          label={t('userAdmin.lockout.messageHeadline')}
          description={t('userAdmin.lockout.messageHeadlineHelp')}
          required
          maxLength={200}
          {...form.getInputProps('messageHeadline')}
        />
      </Stack>
    </SettingsForm>
  );
}

/**
 * User Admin > Lockout 1 (spec 3 §2.3, §3, §5): Lockout in Place, the login page's message to those it refuses
 * and the headline every page shows meanwhile (both required). While it is in place only county staff sign in,
 * and everyone else's session ends at its next call (the server's).
 */
export default function LockoutScreen() {
  return (
    <SettingsScreen<UserLockout> screen="userLockout" group="userLockout">
      {(stored) => <LockoutForm stored={stored} />}
    </SettingsScreen>
  );
}
