import { search2ConfigSchema, type CountyConfig } from '@lrp/contract';
import { Stack, useTranslation } from '@lrp/shared';
import { Switch } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';

type Search2 = CountyConfig['search2'];

/** Every switch of the group, in the order the search pages meet them. */
const SWITCHES: (keyof Search2)[] = [
  'map',
  'tax',
  'allOnlySearch',
  'propertyCode',
  'bookType',
  'torrens',
  'downloadResults',
  'publicAlerts',
];

function Search2Form({ stored }: { stored: Search2 }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'search2',
    initial: stored,
    schema: search2ConfigSchema,
  });
  return (
    <SettingsForm
      label={t('controlPanel.screens.search2.label')}
      status={status}
      onSubmit={onSubmit}
    >
      <Stack gap="md">
        {SWITCHES.map((name) => (
          <Switch
            key={name}
            label={t(`webPages.search2.${name}`)}
            description={t(`webPages.search2.${name}Help`)}
            {...form.getInputProps(name, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </SettingsForm>
  );
}

/**
 * Web Pages > Search 2 (spec 2 §3 "County flags", spec 3 §3): the detail's Map and Tax buttons, all-only
 * searching and the property code, book types, the Torrens searches and downloading results.
 */
export default function Search2Screen() {
  return (
    <SettingsScreen<Search2> screen="search2" group="search2">
      {(stored) => <Search2Form stored={stored} />}
    </SettingsScreen>
  );
}
