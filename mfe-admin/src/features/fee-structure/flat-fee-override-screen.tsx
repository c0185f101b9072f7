import { flatFeeOverrideSchema, type FlatFeeOverride } from '@lrp/contract';
import { Stack, Text, Title, useTranslation } from '@lrp/shared';
import { Switch } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';
import { FlatFeeRows, normalizeRates } from './flat-fee-rows';

/** Blanks not in force are 0: every row's while account administrators may not buy images. */
const normalize = (v: FlatFeeOverride): FlatFeeOverride => ({
  ...v,
  rates: normalizeRates(v.rates, v.accountAdminReload),
});

function FlatFeeOverrideForm({ stored }: { stored: FlatFeeOverride }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'flatFeeOverride',
    initial: stored,
    schema: flatFeeOverrideSchema,
    normalize,
  });
  return (
    <SettingsForm
      label={t('controlPanel.screens.flatFeeOverride.label')}
      status={status}
      onSubmit={onSubmit}
    >
      <Stack gap="sm">
        <Switch
          label={t('fees.override.countyAdminReload')}
          description={t('fees.override.countyAdminReloadHelp')}
          {...form.getInputProps('countyAdminReload', { type: 'checkbox' })}
        />
        <Switch
          label={t('fees.override.accountAdminReload')}
          description={t('fees.override.accountAdminReloadHelp')}
          {...form.getInputProps('accountAdminReload', { type: 'checkbox' })}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('fees.override.rates')}</Title>
        <Text size="sm" c="dimmed">
          {t('fees.override.ratesHelp')}
        </Text>
        <FlatFeeRows form={form} disabled={!form.values.accountAdminReload} />
      </Stack>
    </SettingsForm>
  );
}

/**
 * Fee Structure > Flat Fee Override (spec 3 §2.3, §5): who may reload a flat-fee account's images, and the five
 * add-on options account administrators buy from (open only while Account Admin Reload is on).
 */
export default function FlatFeeOverrideScreen() {
  return (
    <SettingsScreen<FlatFeeOverride> screen="flatFeeOverride" group="flatFeeOverride">
      {(stored) => <FlatFeeOverrideForm stored={stored} />}
    </SettingsScreen>
  );
}
