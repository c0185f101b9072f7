import {
  efileCharges,
  efileFeesSchema,
  EFILE_TYPES,
  formatMoney,
  type EfileFees,
  type EfileType,
} from '@lrp/contract';
import { Stack, Text, useTranslation } from '@lrp/shared';
import { Table } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';
import { MoneyField } from './money-field';
import type { RateValue } from './rate-fields';

type FeeField = 'firstPage' | 'additionalPages';
const FEE_FIELDS: FeeField[] = ['firstPage', 'additionalPages'];

/** The fees as the form holds them: a blank fee is '' (refused on save), a fee being typed ('2.50') its text. */
type EfileFeesValues = Record<EfileType, Record<FeeField, RateValue>>;

/** The example the screen prices: a document of this type and this many pages. */
const EXAMPLE = { efileType: 'LR', pages: 3 } as const satisfies {
  efileType: EfileType;
  pages: number;
};

/** A fee as a number when its text is one ('2.50', '1,000'); a blank or unreadable fee stays as typed. */
const toAmount = (value: RateValue): RateValue => {
  if (typeof value === 'number' || value.trim() === '') return value;
  const amount = Number(value.replace(/,/g, ''));
  return Number.isFinite(amount) ? amount : value;
};

/** What is checked and saved: every fee a number, so '2.50' saves as 2.5 and a blank is refused. */
const normalize = (values: EfileFeesValues): EfileFeesValues =>
  Object.fromEntries(
    EFILE_TYPES.map((type) => [
      type,
      {
        firstPage: toAmount(values[type].firstPage),
        additionalPages: toAmount(values[type].additionalPages),
      },
    ]),
  ) as EfileFeesValues;

/** The example's total with the fees on the form, or null while one of them is not a number yet. */
function exampleTotal(values: EfileFeesValues): number | null {
  const fees = normalize(values);
  const fee = fees[EXAMPLE.efileType];
  if (typeof fee.firstPage !== 'number' || typeof fee.additionalPages !== 'number') return null;
  // Only the example's type is read, and its two fees are numbers.
  const charges = efileCharges(fees as EfileFees, EXAMPLE.efileType, EXAMPLE.pages);
  return charges.firstPageCharge + charges.additionalPagesCharge;
}

function EfileFeesForm({ stored }: { stored: EfileFees }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm<EfileFeesValues>({
    group: 'efileFees',
    initial: stored,
    schema: efileFeesSchema,
    normalize,
  });
  const columns: Record<FeeField, string> = {
    firstPage: t('fees.efileFees.firstPage'),
    additionalPages: t('fees.efileFees.additionalPages'),
  };
  const total = exampleTotal(form.values);
  return (
    <SettingsForm
      label={t('controlPanel.screens.efileFees.label')}
      status={status}
      onSubmit={onSubmit}
    >
      <Stack gap="xs">
        {/* Scrolls sideways on a narrow screen; reached by keyboard too. */}
        <Table.ScrollContainer minWidth={420} type="native" tabIndex={0}>
          <Table aria-label={t('fees.efileFees.table')} verticalSpacing="xs" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('fees.efileFees.documentType')}</Table.Th>
                {FEE_FIELDS.map((field) => (
                  <Table.Th scope="col" key={field}>
                    {columns[field]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {EFILE_TYPES.map((type) => {
                const name = t(`fees.efileFees.types.${type}`);
                return (
                  <Table.Tr key={type}>
                    <Table.Th scope="row">{name}</Table.Th>
                    {FEE_FIELDS.map((field) => (
                      <Table.Td key={field} miw={120}>
                        <MoneyField
                          aria-label={t('fees.efileFees.cell', { column: columns[field], name })}
                          step={0.01}
                          required
                          {...form.getInputProps(`${type}.${field}`)}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed">
          {t('fees.efileFees.additionalPagesHelp')}
        </Text>
        <Text size="sm">{t('fees.efileFees.cardSurcharge')}</Text>
        {total !== null && (
          <Text size="sm">
            {t('fees.efileFees.example', {
              pages: EXAMPLE.pages,
              name: t(`fees.efileFees.types.${EXAMPLE.efileType}`),
              amount: formatMoney(total),
            })}
          </Text>
        )}
      </Stack>
    </SettingsForm>
  );
}

/**
 * Fee Structure > E-file Fees: the recording fee per e-file document type, the first page and each additional
 * page (a card payer adds the Credit Card Extra surcharge), with a priced example.
 */
export default function EfileFeesScreen() {
  return (
    <SettingsScreen<EfileFees> screen="efileFees" group="efileFees">
      {(stored) => <EfileFeesForm stored={stored} />}
    </SettingsScreen>
  );
}
