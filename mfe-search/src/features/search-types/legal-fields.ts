import { LEGAL_TYPES, SEARCH_METHODS } from '@lrp/contract';
import { text, when, type FieldSpec, type FormContext } from '../search-form/form-spec';

const lotsAndBlocks = when.value('legalType', 'LB');
const metesAndBounds = when.value('legalType', 'MB');
const quarter = (name: string, flag?: 'qqqq' | 'qqq'): FieldSpec => ({
  kind: 'select',
  name,
  list: 'compassDirections',
  blank: true,
  shown: flag ? when.all(metesAndBounds, when.option(flag)) : metesAndBounds,
});
const municipalityByCode = ({ config }: FormContext) =>
  config.searchOptions?.useMunicipalityCodes === true;

/**
 * The legal-description fields the legal search and the tract book legal search share (spec 2 §2): legal type and
 * method; Lots & Blocks: the plat, lot, block, sublot, condo building/unit/garage; Metes & Bounds: section,
 * township, range, the quarters, base, meridian, municipality; other lot on both. County switches hide the
 * optional ones. `strRequired`: Metes & Bounds marks section, township and range required (tract book legal).
 */
export function legalRows(strRequired: boolean, condo: boolean): FieldSpec[][] {
  const str = (name: string, maxLength: number) =>
    text(name, maxLength, { shown: metesAndBounds, required: strRequired });
  const rows: FieldSpec[][] = [
    [
      { kind: 'radio', name: 'legalType', codes: LEGAL_TYPES },
      { kind: 'radio', name: 'searchMethod', codes: SEARCH_METHODS },
    ],
    [{ kind: 'plat', name: 'plat', shown: lotsAndBlocks, required: true }],
    [
      text('lot', 20, { shown: lotsAndBlocks }),
      text('block', 20, { shown: lotsAndBlocks }),
      text('sublot', 20, { shown: when.all(lotsAndBlocks, when.option('sublot')) }),
    ],
    condo
      ? [
          text('building', 20, { shown: lotsAndBlocks }),
          text('unit', 20, { shown: lotsAndBlocks }),
          text('garage', 20, { shown: lotsAndBlocks }),
        ]
      : [],
    [str('section', 3), str('township', 4), str('range', 4)],
    [quarter('qqqq', 'qqqq'), quarter('qqq', 'qqq'), quarter('qq'), quarter('q')],
    [
      text('base', 30, { shown: when.all(metesAndBounds, when.option('baseline')) }),
      text('meridian', 30, { shown: when.all(metesAndBounds, when.option('meridian')) }),
      {
        kind: 'select',
        name: 'municipality',
        list: 'municipalityCodes',
        blank: true,
        shown: when.all(metesAndBounds, when.option('municipality'), municipalityByCode),
      },
      text('municipality', 30, {
        shown: when.all(
          metesAndBounds,
          when.option('municipality'),
          (ctx) => !municipalityByCode(ctx),
        ),
      }),
    ],
    [
      {
        kind: 'select',
        name: 'otherLotType',
        list: 'otherLotCodes',
        blank: true,
        shown: when.option('mbOtherLot'),
      },
      text('otherLot', 100, { shown: when.option('mbOtherLot') }),
    ],
  ];
  return rows.filter((row) => row.length > 0);
}
