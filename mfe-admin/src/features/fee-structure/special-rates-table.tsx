import {
  FEE_MESSAGES,
  normalizeSpecialRates,
  SPECIAL_RATES_BLOCK,
  SPECIAL_RATES_MAX,
  type SpecialRate,
} from '@lrp/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  registerMessages,
  Stack,
  Text,
  TextInput,
  translateMessage,
  useTranslation,
} from '@lrp/shared';
import { Table } from '@lrp/shared/widgets';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { MoneyField } from './money-field';
import type { RateValue } from './rate-fields';

// The fee screens' rules (the special rates' four save rules, the table limit): their messages in the user's language.
registerMessages({ fees: FEE_MESSAGES });

type RateField = 'documentRate' | 'firstPageRate' | 'additionalPagesRate';
const RATE_FIELDS: RateField[] = ['documentRate', 'firstPageRate', 'additionalPagesRate'];
const TEXT_FIELDS = ['documentType', 'instrumentCode'] as const;
type RowField = (typeof TEXT_FIELDS)[number] | RateField;

/** A special rate as the form holds it: a blank rate is '' until it is saved or organized (then 0). */
export type SpecialRateRow = Omit<SpecialRate, RateField> & Record<RateField, RateValue>;

const blankRow = (): SpecialRateRow => ({
  documentType: '',
  instrumentCode: '',
  documentRate: '',
  firstPageRate: '',
  additionalPagesRate: '',
});

/** A rate as saved: a blank one is 0 ('' and what the field holds while it is typed, such as '1.', as numbers). */
const toRate = (value: RateValue): number =>
  typeof value === 'number' ? value : value.trim() === '' ? 0 : Number(value.replace(/,/g, ''));

const zeroBlankRates = <R extends SpecialRateRow>(row: R): R & SpecialRate => ({
  ...row,
  documentRate: toRate(row.documentRate),
  firstPageRate: toRate(row.firstPageRate),
  additionalPagesRate: toRate(row.additionalPagesRate),
});

/** What a table saves (spec 3 §5): blank rates 0, blank rows dropped, codes trimmed and upper-cased, sorted. */
export const normalizeRows = (rows: readonly SpecialRateRow[]): SpecialRate[] =>
  normalizeSpecialRates(rows.map(zeroBlankRates));

/** Which row of the form each saved row comes from: `order[p]` is the form's index of the p-th saved row. */
const savedOrder = (rows: readonly SpecialRateRow[]): number[] =>
  (
    normalizeSpecialRates(
      rows.map((row, i) => ({ ...zeroBlankRates(row), at: i })),
    ) as (SpecialRate & {
      at: number;
    })[]
  ).map((row) => row.at);

/**
 * A table's messages from a form's errors: the rules about the whole table (`table`, on `path`), and a field's
 * own message by the form's row (the rules check the saved rows, which are sorted and without blank rows).
 */
export function tableErrors(
  errors: Record<string, ReactNode>,
  rows: readonly SpecialRateRow[],
  path = 'rates',
) {
  const order = savedOrder(rows);
  const field = (index: number, name: RowField): ReactNode => {
    const saved = order.indexOf(index);
    return saved < 0 ? undefined : errors[`${path}.${saved}.${name}`];
  };
  return { table: errors[path], field };
}

/** A form's errors without those of the table at `path`: what is left after the table is edited. */
export const withoutTableErrors = (errors: Record<string, ReactNode>, path = 'rates') =>
  Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== path && !key.startsWith(`${path}.`)),
  );

/**
 * A special-rate table (spec 3 §2.3, §5): a price per document type and instrument code (type 0 is every type),
 * its rows added 5 at a time up to 100, removed one by one, and organized (blank rows dropped, sorted). Each input
 * is named by its column and row; on a narrow screen the table scrolls sideways.
 */
export function SpecialRatesTable({
  rows,
  onChange,
  fieldError,
  label,
}: {
  rows: SpecialRateRow[];
  onChange: (rows: SpecialRateRow[]) => void;
  /** The message of a row's field, if the rules refused it. */
  fieldError?: (index: number, field: RowField) => ReactNode;
  /** The table's name. */
  label: string;
}) {
  const { t } = useTranslation('admin');
  const [limitReached, setLimitReached] = useState(false);
  const focusRow = useRef<number | null>(null);
  const tableRef = useRef<HTMLTableElement>(null);

  // After Add, the first new row's Document Type takes the focus (keyboard users continue there).
  useEffect(() => {
    if (focusRow.current === null) return;
    tableRef.current
      ?.querySelector<HTMLInputElement>(`[data-row="${focusRow.current}"] input`)
      ?.focus();
    focusRow.current = null;
  }, [rows]);

  const change = (next: SpecialRateRow[]) => {
    setLimitReached(false);
    onChange(next);
  };
  const set = (index: number, values: Partial<SpecialRateRow>) =>
    change(rows.map((row, i) => (i === index ? { ...row, ...values } : row)));
  const add = () => {
    if (rows.length + SPECIAL_RATES_BLOCK > SPECIAL_RATES_MAX) {
      setLimitReached(true);
      return;
    }
    change([...rows, ...Array.from({ length: SPECIAL_RATES_BLOCK }, blankRow)]);
    focusRow.current = rows.length;
  };
  const columns = {
    documentType: t('fees.specialRates.documentType'),
    instrumentCode: t('fees.specialRates.instrumentCode'),
    documentRate: t('fees.specialRates.documentRate'),
    firstPageRate: t('fees.specialRates.firstPageRate'),
    additionalPagesRate: t('fees.specialRates.additionalPagesRate'),
  };
  const cellLabel = (column: string, index: number) =>
    t('fees.specialRates.cell', { column, n: index + 1 });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('fees.specialRates.allTypesHint')}
      </Text>
      {/* A region that scrolls sideways is reached by keyboard too (it may hold no input while the table is empty). */}
      <Table.ScrollContainer minWidth={600} type="native" tabIndex={0}>
        <Table ref={tableRef} aria-label={label} verticalSpacing="xs" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{columns.documentType}</Table.Th>
              <Table.Th scope="col">{columns.instrumentCode}</Table.Th>
              <Table.Th scope="col">{columns.documentRate}</Table.Th>
              <Table.Th scope="col">{columns.firstPageRate}</Table.Th>
              <Table.Th scope="col">{columns.additionalPagesRate}</Table.Th>
              <Table.Th scope="col">{t('fees.specialRates.remove')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" ta="center" py="sm">
                    {t('fees.specialRates.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row, i) => (
              <Table.Tr key={i} data-row={i}>
                {TEXT_FIELDS.map((name) => (
                  <Table.Td key={name} miw={96}>
                    <TextInput
                      aria-label={cellLabel(columns[name], i)}
                      maxLength={20}
                      value={row[name]}
                      error={fieldError?.(i, name)}
                      onChange={(e) => set(i, { [name]: e.currentTarget.value })}
                    />
                  </Table.Td>
                ))}
                {RATE_FIELDS.map((name) => (
                  <Table.Td key={name} miw={84}>
                    <MoneyField
                      aria-label={cellLabel(columns[name], i)}
                      value={row[name]}
                      error={fieldError?.(i, name)}
                      onChange={(value) => set(i, { [name]: value })}
                    />
                  </Table.Td>
                ))}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red.8"
                    size="lg"
                    aria-label={t('fees.specialRates.removeRow', { n: i + 1 })}
                    title={t('fees.specialRates.removeRow', { n: i + 1 })}
                    onClick={() => change(rows.filter((_, j) => j !== i))}
                  >
                    <IconTrash aria-hidden size={18} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {limitReached && (
        <Alert color="yellow" variant="light" role="alert">
          {translateMessage(FEE_MESSAGES.rateTableLimit)}
        </Alert>
      )}
      <Group gap="sm">
        <Button variant="light" onClick={add}>
          {t('fees.specialRates.add')}
        </Button>
        <Button variant="light" onClick={() => change(normalizeRows(rows))}>
          {t('fees.specialRates.organize')}
        </Button>
        <Text size="sm" c="dimmed" component="span">
          {t('fees.specialRates.count', { n: rows.length, max: SPECIAL_RATES_MAX })}
        </Text>
      </Group>
    </Stack>
  );
}
