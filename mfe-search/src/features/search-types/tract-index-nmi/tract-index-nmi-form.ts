import { recordedDates, text, type FormSpec } from '../../search-form/form-spec';

/** Tract Index (NMI): island (the county's list), village, parcel ID (letters and digits), dates. */
export const tractIndexNmiForm: FormSpec = {
  type: 'searchByTractIndexNMI',
  rows: [
    [
      { kind: 'select', name: 'island', list: 'islands', blank: true, required: true },
      text('village', 100, { required: true }),
    ],
    [text('parcelId', 40)],
    recordedDates(),
  ],
};
