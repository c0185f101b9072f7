import { flatFeeConfigSchema, type FlatFeeConfig } from '@lrp/contract';
import { Stack, Text, Title, useTranslation } from '@lrp/shared';
import { Switch } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';
import { FlatFeeRows, normalizeRates } from './flat-fee-rows';

/** Blanks not in force are 0: every row's while images are not charged. */
const normalize = (v: FlatFeeConfig): FlatFeeConfig => ({
  ...v,
  rates: normalizeRates(v.rates, v.chargingImages),
});

function FlatFeeForm({ stored }: { stored: FlatFeeConfig }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'flatFee',
    initial: stored,
    schema: flatFeeConfigSchema,
    normalize,
  });
  return (
    <SettingsForm
      label={t('controlPanel.screens.flatFeeRates.label')}
      status={status}
      onSubmit={onSubmit}
    >
      <Switch
        label={t('fees.flatFee.chargingImages')}
        description={t('fees.flatFee.chargingImagesHelp')}
        {...form.getInputProps('chargingImages', { type: 'checkbox' })}
      />
      <Stack gap="xs">
        <Title order={4}>{t('fees.flatFee.options')}</Title>
        <Text size="sm" c="dimmed">
          {t('fees.flatFee.optionsHelp')}
        </Text>
        <FlatFeeRows form={form} disabled={!form.values.chargingImages} />
      </Stack>
    </SettingsForm>
  );
}

/** Fee Structure > Flat Fee (spec 3 §2.3, §5): whether images are charged, and the five flat-fee options. */
export default function FlatFeeScreen() {
  return (
    <SettingsScreen<FlatFeeConfig> screen="flatFeeRates" group="flatFee">
      {(stored) => <FlatFeeForm stored={stored} />}
    </SettingsScreen>
  );
}
