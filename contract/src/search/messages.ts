import { message, type MessageGroup } from '../messages';

/**
 * The search area's messages (spec 2 §5, §8), kept once for the forms, the result screens and the server; keys
 * `search.<name>` (the `search` entry point of @lrp/shared registers them). The date-range rules answer with
 * DATE_MESSAGES.
 */
export const SEARCH_MESSAGES = {
  required: 'Required.',
  requiredIfMiddleInitial: 'Required if MI entered.',
  requiredIfFirstName: 'Required if First Name entered.',
  threeCharactersMinimum: 'Three characters minimum.',
  threeCharactersMinimumOrBlank: 'Three characters minimum, or leave blank.',
  numbersOnly: 'Numbers only.',
  numbersAndLettersOnly: 'Numbers and letters only.',
  invalidCharacters: 'Invalid characters.',
  charactersMinimum: message<{ n: number }>('{{n}} characters minimum.'),
  oneCharacterMaximum: 'One character only.',
  validPlatRequired: 'A valid plat required.',
  noMatchingPlat: 'No matching plat found.',
  platPickerPrompt: '(Click here to select a plat)',
  numericOnlyOnRange: 'Numeric only on a range search.',
  invalidNumericRange: 'Invalid numeric range.',
  selectDocument: 'Select a document.',
  selectCertificate: 'Select a certificate.',
  selectionLimit: 'You have reached the limit of selecting up to 100 records.',
  resultsTruncated: 'Results truncated.  If needed, narrow criteria and search again.',
  noRecordsFound: 'No Records Found.',
  parcelIdNotFound: 'Could not find requested Parcel ID',
  documentNumberNotFound: 'Could not find requested Document Number',
  clickOnRecord: 'Click on a record to view details and images',
  displayingResults: message<{ first: number; last: number; total: number }>(
    'Displaying Results: {{first}}-{{last}} of {{total}}',
  ),
  exceedingPreauthorization: 'Exceeding Current Credit Card Preauthorization',
  taxLinksHeader: 'Links To Tax System',
  gisLinksHeader: 'Links to GIS System',
  current: 'Current',
} satisfies MessageGroup;
