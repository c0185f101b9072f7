import { documentType, text, type FormSpec } from '../../search-form/form-spec';

/** Search by Document Number: document type (property-code counties), a number or a numeric range. */
export const documentNumberForm: FormSpec = {
  type: 'searchByDocumentNumber',
  rows: [
    [documentType],
    [text('documentNumber', 20, { required: true }), text('toDocumentNumber', 20)],
  ],
};
