import { RATE_NAMES, type RateName } from '@lrp/contract';
import { SimpleGrid, Stack, Title, useTranslation } from '@lrp/shared';
import { useId, type ComponentProps } from 'react';
import { MoneyField } from './money-field';

/** A price the form holds: '' while the field is blank, or the text being typed (a number field's value). */
export type RateValue = number | string;

/** The three groups of prices of spec 3 §2.3, in the order the screens list them. */
export const RATE_GROUPS: { key: 'search' | 'details' | 'images'; names: RateName[] }[] = [
  { key: 'search', names: RATE_NAMES.filter((name) => name.startsWith('searchBy')) },
  { key: 'details', names: ['documentDetails', 'taxLienDetails'] },
  { key: 'images', names: ['imageDocument', 'imageFirstPage', 'imageAdditionalPages'] },
];

/** The part of a form RateFields needs: the input props of a field by its path. */
export interface RateFieldsForm {
  getInputProps(path: string): Partial<ComponentProps<typeof MoneyField>>;
}

/**
 * The prices of A La Carte Rates and of Credit Card Alternate Rates (spec 3 §3): per search type, per search
 * detail and per document image, each group under its heading. `field` names the form's field of a price
 * (`searchByName`, or `searchByNameCreditCard` on the card screen).
 */
export function RateFields({
  form,
  field = (name) => name,
}: {
  form: RateFieldsForm;
  field?: (name: RateName) => string;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <>
      {RATE_GROUPS.map((group) => (
        <Stack gap="xs" key={group.key} component="section" aria-labelledby={`${id}-${group.key}`}>
          <Title order={4} id={`${id}-${group.key}`}>
            {t(`fees.rates.groups.${group.key}`)}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
            {group.names.map((name) => (
              <MoneyField
                key={name}
                label={t(`fees.rates.names.${name}`)}
                required
                {...form.getInputProps(field(name))}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </>
  );
}
