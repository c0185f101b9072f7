import { creditCardExtraSchema, type CreditCardExtra } from '@lrp/contract';
import { SimpleGrid, Stack, TextInput, Title, useTranslation } from '@lrp/shared';
import { Switch, Textarea } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';
import { zeroBlanks } from './blanks';
import { MoneyField } from './money-field';
import { SurchargeFields } from './surcharge-fields';

/** The surcharge amount not in force (not applied, or the other method) holds 0 when left blank. */
const normalize = (v: CreditCardExtra): CreditCardExtra => ({
  ...v,
  ...zeroBlanks(v, [
    ...(!v.applySurcharge || v.surchargeMethod !== 'dollars' ? (['surcharge'] as const) : []),
    ...(!v.applySurcharge || v.surchargeMethod !== 'percent'
      ? (['surchargePercent'] as const)
      : []),
  ]),
});

function CreditCardExtraForm({ stored }: { stored: CreditCardExtra }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'creditCardExtra',
    initial: stored,
    schema: creditCardExtraSchema,
    normalize,
  });
  const v = form.values;
  return (
    <SettingsForm
      label={t('controlPanel.screens.creditCardExtra.label')}
      status={status}
      onSubmit={onSubmit}
    >
      <Stack gap="xs">
        <Title order={4}>{t('fees.cardExtra.landLink')}</Title>
        <Switch
          label={t('fees.cardExtra.postToLandLink')}
          {...form.getInputProps('postToLandLink', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('fees.codes.feeCode')} {...form.getInputProps('chargeFeeCode')} />
          <TextInput
            label={t('fees.codes.chargeCode')}
            {...form.getInputProps('chargeChargeCode')}
          />
          <TextInput
            label={t('fees.cardExtra.surchargeFeeCode')}
            {...form.getInputProps('surchargeFeeCode')}
          />
          <TextInput
            label={t('fees.cardExtra.surchargeChargeCode')}
            {...form.getInputProps('surchargeChargeCode')}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('fees.cardExtra.preauthorization')}</Title>
        <MoneyField
          label={t('fees.cardExtra.maxAmount')}
          description={t('fees.cardExtra.maxAmountHelp')}
          required
          maw={320}
          {...form.getInputProps('maxAmount')}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('fees.cardExtra.surcharge')}</Title>
        <SurchargeFields
          form={form}
          applied={v.applySurcharge}
          method={v.surchargeMethod}
          fields={{
            apply: 'applySurcharge',
            method: 'surchargeMethod',
            dollars: 'surcharge',
            percent: 'surchargePercent',
          }}
        />
        <Textarea
          label={t('fees.cardExtra.surchargeMessage')}
          description={t('fees.cardExtra.surchargeMessageHelp')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={500}
          {...form.getInputProps('surchargeMessage')}
        />
      </Stack>
    </SettingsForm>
  );
}

/**
 * Fee Structure > Credit Card Extra (spec 3 §2.3): LandLink posting and the charge and surcharge codes, the most
 * one card charge may be, and the card surcharge in dollars or percent with its message.
 */
export default function CreditCardExtraScreen() {
  return (
    <SettingsScreen<CreditCardExtra> screen="creditCardExtra" group="creditCardExtra">
      {(stored) => <CreditCardExtraForm stored={stored} />}
    </SettingsScreen>
  );
}
