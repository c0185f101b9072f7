import {
  documentType,
  instrumentGroup,
  recordedDates,
  text,
  when,
  type FormSpec,
} from '../../search-form/form-spec';
import { legalRows } from '../legal-fields';

/**
 * Search by Legal Description: the legal fields (with condo building, unit, garage), Hide Other Lots, document
 * type, instrument group, dates, and an optional grantor/grantee name.
 */
export const legalDescriptionForm: FormSpec = {
  type: 'searchByLegalDescription',
  rows: [
    ...legalRows(false, true),
    [{ kind: 'checkbox', name: 'hideOtherLots', shown: when.value('legalType', 'LB') }],
    [documentType, instrumentGroup],
    recordedDates(),
    [
      text('grantorGranteeLastName', 100),
      text('grantorGranteeFirstName', 100),
      text('grantorGranteeMiddleInitial', 1),
    ],
  ],
};
