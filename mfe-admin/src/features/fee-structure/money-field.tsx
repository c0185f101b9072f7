import { NumberInput } from '@lrp/shared/widgets';
import type { ComponentProps } from 'react';

type NumberInputProps = ComponentProps<typeof NumberInput>;

/** Dollars and cents: no negative amounts, two decimals, no spinner (a blank field stays blank: the rules say so). */
export function MoneyField(props: NumberInputProps) {
  return (
    <NumberInput
      decimalScale={2}
      allowNegative={false}
      thousandSeparator=","
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}

/** A percentage, 0 to 100, up to three decimals. */
export function PercentField(props: NumberInputProps) {
  return (
    <NumberInput
      decimalScale={3}
      allowNegative={false}
      max={100}
      hideControls
      suffix="%"
      inputMode="decimal"
      {...props}
    />
  );
}
