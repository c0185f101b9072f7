import { escrowConfigSchema, type EscrowConfig } from '@lrp/contract';
import { SimpleGrid, Stack, TextInput, Title, useTranslation } from '@lrp/shared';
import { Switch } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';
import { MoneyField } from './money-field';
import { SurchargeFields } from './surcharge-fields';
import { zeroBlanks } from './blanks';

/** A field that is switched off holds 0 when left blank: only what is in force must be filled in. */
const normalize = (v: EscrowConfig): EscrowConfig => ({
  ...v,
  ...zeroBlanks(v, [
    ...(!v.reloadByCreditCard ? (['minReloadAmount', 'maxReloadAmount'] as const) : []),
    ...(!v.applySurcharge || v.creditCardSurchargeMethod !== 'dollars'
      ? (['creditCardSurcharge'] as const)
      : []),
    ...(!v.applySurcharge || v.creditCardSurchargeMethod !== 'percent'
      ? (['creditCardSurchargePercent'] as const)
      : []),
  ]),
});

function EscrowForm({ stored }: { stored: EscrowConfig }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'escrow',
    initial: stored,
    schema: escrowConfigSchema,
    normalize,
  });
  const v = form.values;
  return (
    <SettingsForm
      label={t('controlPanel.screens.escrow.label')}
      status={status}
      onSubmit={onSubmit}
    >
      <Stack gap="xs">
        <Title order={4}>{t('fees.escrow.landLink')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('fees.codes.feeCode')} {...form.getInputProps('feeCode')} />
          <TextInput label={t('fees.codes.chargeCode')} {...form.getInputProps('chargeCode')} />
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('fees.escrow.reload')}</Title>
        <Switch
          label={t('fees.escrow.reloadByCreditCard')}
          {...form.getInputProps('reloadByCreditCard', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MoneyField
            label={t('fees.escrow.minReloadAmount')}
            required={v.reloadByCreditCard}
            disabled={!v.reloadByCreditCard}
            {...form.getInputProps('minReloadAmount')}
          />
          <MoneyField
            label={t('fees.escrow.maxReloadAmount')}
            required={v.reloadByCreditCard}
            disabled={!v.reloadByCreditCard}
            {...form.getInputProps('maxReloadAmount')}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('fees.escrow.surcharge')}</Title>
        <SurchargeFields
          form={form}
          applied={v.applySurcharge}
          method={v.creditCardSurchargeMethod}
          fields={{
            apply: 'applySurcharge',
            method: 'creditCardSurchargeMethod',
            dollars: 'creditCardSurcharge',
            percent: 'creditCardSurchargePercent',
          }}
        />
      </Stack>
    </SettingsForm>
  );
}

/** Fee Structure > Escrow (spec 3 §2.3): LandLink codes, reload by card with its limits, the reload surcharge. */
export default function EscrowScreen() {
  return (
    <SettingsScreen<EscrowConfig> screen="escrow" group="escrow">
      {(stored) => <EscrowForm stored={stored} />}
    </SettingsScreen>
  );
}
