import { aLaCarteRatesSchema, type ALaCarteRates, type RateName } from '@lrp/contract';
import { useTranslation } from '@lrp/shared';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';
import { RateFields, type RateValue } from './rate-fields';

/** The prices as the form holds them: a blank price is '' (refused on save: every price is required, 0 is free). */
type ALaCarteForm = Record<RateName, RateValue>;

function ALaCarteRatesForm({ stored }: { stored: ALaCarteRates }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm<ALaCarteForm>({
    group: 'aLaCarte',
    initial: stored,
    schema: aLaCarteRatesSchema,
  });
  return (
    <SettingsForm
      label={t('controlPanel.screens.alacarterates.label')}
      status={status}
      onSubmit={onSubmit}
    >
      <RateFields form={form} />
    </SettingsForm>
  );
}

/** Fee Structure > A La Carte Rates (spec 3 §2.3, §3): the price per search type, per detail and per image. */
export default function ALaCarteRatesScreen() {
  return (
    <SettingsScreen<ALaCarteRates> screen="alacarterates" group="aLaCarte">
      {(stored) => <ALaCarteRatesForm stored={stored} />}
    </SettingsScreen>
  );
}
