import { recordedDates, type FormSpec } from '../../search-form/form-spec';
import { legalRows } from '../legal-fields';

/** Tract Book Legal: dates and the legal fields (Metes & Bounds requires section, township and range). */
export const tractBookLegalForm: FormSpec = {
  type: 'searchByTractBookLegal',
  rows: [recordedDates(), ...legalRows(true, true)],
};
