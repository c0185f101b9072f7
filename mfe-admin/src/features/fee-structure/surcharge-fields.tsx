import { Stack, useTranslation } from '@lrp/shared';
import { Radio, Switch } from '@lrp/shared/widgets';
import { MoneyField, PercentField } from './money-field';

/** The form's part the surcharge fields bind to (any settings form: escrow's reload, the card extras). */
interface InputSource {
  getInputProps: (path: string, options?: { type: 'checkbox' }) => object;
}

/**
 * A surcharge: Apply, Dollars or Percent, and the matching amount (the other is not shown). Escrow's reload
 * surcharge and the card surcharge name their fields differently; `fields` says which.
 */
export function SurchargeFields({
  form,
  applied,
  method,
  fields,
}: {
  form: InputSource;
  applied: boolean;
  method: 'dollars' | 'percent';
  fields: { apply: string; method: string; dollars: string; percent: string };
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Switch
        label={t('fees.surcharge.apply')}
        {...form.getInputProps(fields.apply, { type: 'checkbox' })}
      />
      <Radio.Group label={t('fees.surcharge.method')} {...form.getInputProps(fields.method)}>
        <Stack gap={6} mt={4}>
          <Radio value="dollars" label={t('fees.surcharge.dollars')} disabled={!applied} />
          <Radio value="percent" label={t('fees.surcharge.percent')} disabled={!applied} />
        </Stack>
      </Radio.Group>
      {method === 'dollars' ? (
        <MoneyField
          label={t('fees.surcharge.amountDollars')}
          required={applied}
          disabled={!applied}
          maw={240}
          {...form.getInputProps(fields.dollars)}
        />
      ) : (
        <PercentField
          label={t('fees.surcharge.amountPercent')}
          required={applied}
          disabled={!applied}
          maw={240}
          {...form.getInputProps(fields.percent)}
        />
      )}
    </>
  );
}
