import { languagesConfigSchema, type CountyConfig } from '@lrp/contract';
import { useTranslation } from '@lrp/shared';
import { Switch } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';

type Languages = CountyConfig['languages'];

function LanguagesForm({ stored }: { stored: Languages }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'languages',
    initial: stored,
    schema: languagesConfigSchema,
  });
  return (
    <SettingsForm
      label={t('controlPanel.screens.languages.label')}
      status={status}
      onSubmit={onSubmit}
    >
      <Switch
        label={t('technical.languages.languages')}
        description={t('technical.languages.languagesHelp')}
        {...form.getInputProps('languages', { type: 'checkbox' })}
      />
    </SettingsForm>
  );
}

/**
 * Technical > Languages (spec 3 §3; TRIMIN): whether the login page offers the portal's languages. Off, everyone
 * works in English, whatever language they chose before (the server answers ENGLISH as the user's language).
 */
export default function LanguagesScreen() {
  return (
    <SettingsScreen<Languages> screen="languages" group="languages">
      {(stored) => <LanguagesForm stored={stored} />}
    </SettingsScreen>
  );
}
