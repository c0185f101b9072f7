import { FLAT_FEE_RATE_LEVELS, type FlatFeeRate } from '@lrp/contract';
import { Box, Paper, SimpleGrid, Stack, Text, useTranslation, type useForm } from '@lrp/shared';
import { Checkbox, NumberInput, Switch } from '@lrp/shared/widgets';
import { zeroBlanks } from './blanks';
import { MoneyField } from './money-field';

type InputProps = ReturnType<ReturnType<typeof useForm>['getInputProps']>;

/** The part of a settings form the rows use: its rows' values and the inputs' props by path. */
interface RatesForm {
  values: { rates: FlatFeeRate[] };
  // Method syntax: a form of any group holding `rates` fits.
  getInputProps(path: string, options?: { type?: 'checkbox' }): InputProps;
}

/**
 * The rows as saved: a number of images or a cost left blank where it is not in force (the rows switched off, an
 * option not offered, the images of an unlimited option) is 0. What is in force stays blank: the rules say so.
 */
export function normalizeRates(rates: FlatFeeRate[], enabled: boolean): FlatFeeRate[] {
  return rates.map((row) => {
    const inForce = enabled && row.option;
    return {
      ...row,
      ...zeroBlanks(row, [
        ...(!inForce || row.unlimitedNumberOfPages ? (['numberOfPages'] as const) : []),
        ...(!inForce ? (['cost'] as const) : []),
      ]),
    };
  });
}

const columns = { base: 1, xs: 2, md: 4 } as const;

/**
 * The five flat-fee options of the Flat Fee and Flat Fee Override screens (spec 3 §5): per row the option
 * switch, Unlimited Images, Number of images and Cost ($). A table at desktop widths (the column names once
 * above), a card per option on narrow screens (each field with its name). Every input is named with its row
 * ("Cost ($), option 3"). With `disabled` every input is off; in a row the others are off while the option is
 * not offered, and the number of images while it is unlimited.
 */
export function FlatFeeRows({ form, disabled }: { form: RatesForm; disabled: boolean }) {
  const { t } = useTranslation('admin');
  const named = (field: string, n: number) => t('fees.flatFee.inRow', { field, n });
  const headers = [
    t('fees.flatFee.option'),
    t('fees.flatFee.unlimited'),
    t('fees.flatFee.numberOfPages'),
    t('fees.flatFee.cost'),
  ];
  return (
    <Stack gap="xs">
      <SimpleGrid cols={columns} spacing="md" visibleFrom="md" aria-hidden px="sm">
        {headers.map((header) => (
          <Text key={header} size="sm" fw={600}>
            {header}
          </Text>
        ))}
      </SimpleGrid>
      {Array.from({ length: FLAT_FEE_RATE_LEVELS }, (_, i) => {
        const row = form.values.rates[i];
        const n = i + 1;
        const offered = !disabled && !!row?.option;
        const path = (field: keyof FlatFeeRate) => `rates.${i}.${field}`;
        return (
          <Paper
            key={n}
            withBorder
            radius="sm"
            px="sm"
            py="xs"
            role="group"
            aria-label={t('fees.flatFee.optionN', { n })}
          >
            <SimpleGrid cols={columns} spacing="md" verticalSpacing="xs">
              <Switch
                label={t('fees.flatFee.optionN', { n })}
                disabled={disabled}
                mt={{ md: 8 }}
                {...form.getInputProps(path('option'), { type: 'checkbox' })}
              />
              <Checkbox
                label={
                  <Box component="span" hiddenFrom="md">
                    {t('fees.flatFee.unlimited')}
                  </Box>
                }
                aria-label={named(t('fees.flatFee.unlimited'), n)}
                disabled={!offered}
                mt={{ md: 8 }}
                {...form.getInputProps(path('unlimitedNumberOfPages'), { type: 'checkbox' })}
              />
              <NumberInput
                label={
                  <Box component="span" hiddenFrom="md">
                    {t('fees.flatFee.numberOfPages')}
                  </Box>
                }
                aria-label={named(t('fees.flatFee.numberOfPages'), n)}
                disabled={!offered || !!row?.unlimitedNumberOfPages}
                required={offered && !row?.unlimitedNumberOfPages}
                withAsterisk={false}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=","
                hideControls
                inputMode="numeric"
                {...form.getInputProps(path('numberOfPages'))}
              />
              <MoneyField
                label={
                  <Box component="span" hiddenFrom="md">
                    {t('fees.flatFee.cost')}
                  </Box>
                }
                aria-label={named(t('fees.flatFee.cost'), n)}
                disabled={!offered}
                required={offered}
                withAsterisk={false}
                {...form.getInputProps(path('cost'))}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}
