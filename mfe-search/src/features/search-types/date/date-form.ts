import {
  documentType,
  instrumentGroup,
  recordedDates,
  type FormSpec,
} from '../../search-form/form-spec';

/** Search by Date: from and to dates, instrument group, document type (property-code counties). */
export const dateForm: FormSpec = {
  type: 'searchByDate',
  rows: [recordedDates(), [instrumentGroup, documentType]],
};
