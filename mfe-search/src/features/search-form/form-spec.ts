import type { PublicCountyConfig } from '@lrp/shared';
import type { SearchTypeKey } from '@lrp/contract';

/** What a field's visibility and options may depend on: the county's settings, its lists, the form's values. */
export interface FormContext {
  config: Partial<PublicCountyConfig>;
  lists: Record<string, { code: string; description: string }[]>;
  values: Record<string, unknown>;
}

type Shown = (ctx: FormContext) => boolean;

interface FieldBase {
  /** The criteria field (spec 2 §3); its label is `fields.<name>` in the module's texts. */
  name: string;
  shown?: Shown;
  /** A label key other than `fields.<name>` (with the county's labels as values). */
  label?: (ctx: FormContext) => string;
  required?: boolean;
}

/**
 * One field of a search form, as the form engine renders it:
 * text (max length), select (a county list or fixed codes, 'ALL' first when `withAll`), radio (fixed codes),
 * date (MM/DD/YYYY through DateField), checkbox, and the plat type-ahead (number, name, Reset, Full List).
 */
export type FieldSpec =
  | (FieldBase & { kind: 'text'; maxLength: number })
  | (FieldBase & { kind: 'date' })
  | (FieldBase & { kind: 'checkbox' })
  | (FieldBase & { kind: 'radio'; codes: readonly string[] })
  | (FieldBase & {
      kind: 'select';
      list?: string;
      codes?: readonly string[];
      withAll?: boolean;
      blank?: boolean;
    })
  | (FieldBase & { kind: 'plat' });

/** A search form: rows of fields (a row lays its fields side by side). */
export interface FormSpec {
  type: SearchTypeKey;
  rows: FieldSpec[][];
}

/** Shared conditions of spec 2 §2 on the county's configuration. */
export const when = {
  /** Document Type: property-code counties that do not search 'ALL' only. */
  documentType: ({ config }: FormContext) =>
    config.search2?.propertyCode === true && config.search2?.allOnlySearch !== true,
  bookType: ({ config }: FormContext) => config.search2?.bookType === true,
  option:
    (flag: 'qqqq' | 'qqq' | 'baseline' | 'municipality' | 'meridian' | 'mbOtherLot' | 'sublot') =>
    ({ config }: FormContext) =>
      config.searchOptions?.[flag] === true,
  value:
    (field: string, ...codes: string[]) =>
    ({ values }: FormContext) =>
      codes.includes(String(values[field])),
  all:
    (...conditions: Shown[]) =>
    (ctx: FormContext) =>
      conditions.every((c) => c(ctx)),
};

export const text = (
  name: string,
  maxLength: number,
  more: Partial<FieldBase> = {},
): FieldSpec => ({ kind: 'text', name, maxLength, ...more });
export const date = (name: string, more: Partial<FieldBase> = {}): FieldSpec => ({
  kind: 'date',
  name,
  ...more,
});

/** From Date and To Date, side by side. */
export const recordedDates = (more: Partial<FieldBase> = {}): FieldSpec[] => [
  date('fromRecordedDate', { required: true, ...more }),
  date('toRecordedDate', more),
];
export const instrumentGroup: FieldSpec = {
  kind: 'select',
  name: 'instrumentGroup',
  list: 'instrumentGroups',
  withAll: true,
};
export const documentType: FieldSpec = {
  kind: 'select',
  name: 'documentType',
  list: 'documentTypes',
  withAll: true,
  shown: when.documentType,
};
