import {
  creditCardRateName,
  creditCardRatesSchema,
  RATE_NAMES,
  type CreditCardRates,
  type RateName,
} from '@lrp/contract';
import { Stack, Text, Title, useTranslation } from '@lrp/shared';
import { Switch } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';
import { zeroBlanks } from './blanks';
import { RateFields, type RateValue } from './rate-fields';
import {
  normalizeRows,
  SpecialRatesTable,
  tableErrors,
  withoutTableErrors,
  type SpecialRateRow,
} from './special-rates-table';

/** The group as the form holds it: a blank price is '' until saved. */
type CreditCardForm = { applyAlternateRates: boolean; rates: SpecialRateRow[] } & Record<
  `${RateName}CreditCard`,
  RateValue
>;

const CARD_RATE_NAMES = RATE_NAMES.map(creditCardRateName);

/**
 * What is checked and saved: with alternate rates off a blank price is 0 (only what is in force must be filled
 * in); the special rates as the table saves them (blank rows dropped, sorted, blank rates 0).
 */
const normalize = (v: CreditCardForm): CreditCardForm => ({
  ...v,
  ...(!v.applyAlternateRates ? zeroBlanks(v, CARD_RATE_NAMES) : {}),
  rates: normalizeRows(v.rates),
});

function CreditCardRatesForm({ stored }: { stored: CreditCardRates }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm<CreditCardForm>({
    group: 'creditCard',
    initial: stored,
    schema: creditCardRatesSchema,
    normalize,
  });
  const rows = form.values.rates;
  const errors = tableErrors(form.errors, rows);
  return (
    <SettingsForm
      label={t('controlPanel.screens.creditCardAlternateRates.label')}
      status={status}
      onSubmit={onSubmit}
      formError={errors.table}
    >
      <Switch
        label={t('fees.rates.applyAlternateRates')}
        {...form.getInputProps('applyAlternateRates', { type: 'checkbox' })}
      />
      <RateFields form={form} field={creditCardRateName} />
      <Stack gap="xs" component="section" aria-label={t('fees.rates.specialRates')}>
        <Title order={4}>{t('fees.rates.specialRates')}</Title>
        <Text size="sm">{t('fees.rates.specialRatesReset')}</Text>
        <SpecialRatesTable
          label={t('fees.rates.specialRates')}
          rows={rows}
          fieldError={errors.field}
          onChange={(next) => {
            form.setErrors(withoutTableErrors(form.errors));
            form.setFieldValue('rates', next);
          }}
        />
      </Stack>
    </SettingsForm>
  );
}

/**
 * Fee Structure > Credit Card Alternate Rates (spec 3 §2.3, §3): the prices card payers pay when the county applies
 * alternate rates, and their special rates.
 */
export default function CreditCardRatesScreen() {
  return (
    <SettingsScreen<CreditCardRates> screen="creditCardAlternateRates" group="creditCard">
      {(stored) => <CreditCardRatesForm stored={stored} />}
    </SettingsScreen>
  );
}
