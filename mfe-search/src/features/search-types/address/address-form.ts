import { instrumentGroup, recordedDates, text, type FormSpec } from '../../search-form/form-spec';

/** Search by Address (spec 2 §2): house number, street name, city/town, instrument group, dates. */
export const addressForm: FormSpec = {
  type: 'searchByAddress',
  rows: [
    [
      text('houseNumber', 20, { required: true }),
      text('streetName', 100, { required: true }),
      text('city', 100),
    ],
    [instrumentGroup],
    recordedDates(),
  ],
};
