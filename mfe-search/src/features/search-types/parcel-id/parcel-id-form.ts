import { documentType, recordedDates, text, type FormSpec } from '../../search-form/form-spec';

/** Search by Parcel ID: parcel ID, document type (property-code counties), dates. */
export const parcelIdForm: FormSpec = {
  type: 'searchByParcelId',
  rows: [[text('parcelId', 40, { required: true })], [documentType], recordedDates()],
};
