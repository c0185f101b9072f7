import { AND_OR, NAME_MATCHES, SEARCH_IN } from '@lrp/contract';
import {
  documentType,
  instrumentGroup,
  recordedDates,
  text,
  type FormSpec,
} from '../../search-form/form-spec';

/**
 * Search by Name: two name blocks joined by And/Or, Search In, how names match (as typed, with variants, sounds
 * like), document type, instrument group, dates.
 */
export const nameForm: FormSpec = {
  type: 'searchByName',
  rows: [
    [
      text('grantorGranteeLastName1', 100, { required: true }),
      text('grantorGranteeFirstName1', 100),
      text('grantorGranteeMiddleInitial1', 1),
    ],
    [{ kind: 'radio', name: 'andOr', codes: AND_OR }],
    [
      text('grantorGranteeLastName2', 100),
      text('grantorGranteeFirstName2', 100),
      text('grantorGranteeMiddleInitial2', 1),
    ],
    [{ kind: 'radio', name: 'grantorGranteeSearchIn', codes: SEARCH_IN }],
    [{ kind: 'radio', name: 'nameMatch', codes: NAME_MATCHES }],
    [documentType, instrumentGroup],
    recordedDates(),
  ],
};
