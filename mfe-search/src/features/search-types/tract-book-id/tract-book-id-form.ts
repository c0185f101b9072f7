import { text, type FormSpec } from '../../search-form/form-spec';

/** Tract Book ID. */
export const tractBookIdForm: FormSpec = {
  type: 'searchByTractBookId',
  rows: [[text('tractBookId', 30, { required: true })]],
};
