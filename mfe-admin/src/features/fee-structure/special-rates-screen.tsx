import { aLaCarteSpecialRatesSchema, type ALaCarteSpecialRates } from '@lrp/contract';
import { useTranslation } from '@lrp/shared';
import { Switch } from '@lrp/shared/widgets';
import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from '../common/confirm-dialog';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';
import {
  normalizeRows,
  SpecialRatesTable,
  tableErrors,
  withoutTableErrors,
  type SpecialRateRow,
} from './special-rates-table';

/** The group as the form holds it: a blank rate is '' until saved. */
type SpecialRatesForm = { applySpecialRates: boolean; rates: SpecialRateRow[] };

/** What is checked and saved (spec 3 §5): blank rows dropped, rows sorted, blank rates 0. */
const normalize = (v: SpecialRatesForm): SpecialRatesForm => ({
  ...v,
  rates: normalizeRows(v.rates),
});

function SpecialRatesForm({ stored }: { stored: ALaCarteSpecialRates }) {
  const { t } = useTranslation('admin');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const { form, status, onSubmit } = useSettingsForm<SpecialRatesForm>({
    group: 'aLaCarteSpecialRates',
    initial: stored,
    schema: aLaCarteSpecialRatesSchema,
    normalize,
    // Saving replaces the credit-card special rates with these rows (docs/decisions.md): the county is asked first.
    confirm: (save) =>
      setConfirmation({ message: t('fees.specialRates.confirmReset'), onYes: save }),
  });
  const rows = form.values.rates;
  const errors = tableErrors(form.errors, rows);
  return (
    <>
      <SettingsForm
        label={t('controlPanel.screens.alacarteratesspecial.label')}
        status={status}
        onSubmit={onSubmit}
        formError={errors.table}
      >
        <Switch
          label={t('fees.specialRates.apply')}
          {...form.getInputProps('applySpecialRates', { type: 'checkbox' })}
        />
        <SpecialRatesTable
          label={t('fees.specialRates.table')}
          rows={rows}
          fieldError={errors.field}
          onChange={(next) => {
            form.setErrors(withoutTableErrors(form.errors));
            form.setFieldValue('rates', next);
          }}
        />
      </SettingsForm>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}

/**
 * Fee Structure > A La Carte Special Rates (spec 3 §2.3, §5): image prices per document type and instrument code
 * that differ from the a la carte rates, applied when the switch is on.
 */
export default function SpecialRatesScreen() {
  return (
    <SettingsScreen<ALaCarteSpecialRates>
      screen="alacarteratesspecial"
      group="aLaCarteSpecialRates"
    >
      {(stored) => <SpecialRatesForm stored={stored} />}
    </SettingsScreen>
  );
}
