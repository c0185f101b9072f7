import { SEARCH_IN } from '@lrp/contract';
import { recordedDates, text, type FormSpec } from '../../search-form/form-spec';

/** Grantor Grantee Book Search: business or last name, Search In, dates (from 01/01/1800 by default). */
export const grantorGranteeBookForm: FormSpec = {
  type: 'searchByGrantorGranteeBook',
  rows: [
    [
      text('grantorGranteeLastName', 100, {
        required: true,
        label: () => 'labels.businessOrLastName',
      }),
    ],
    [{ kind: 'radio', name: 'grantorGranteeSearchIn', codes: SEARCH_IN }],
    recordedDates(),
  ],
};
