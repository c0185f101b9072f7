import { EFILE_MESSAGES, type EfileFields, efileFieldsSchema } from '@lrp/contract';
import { translateMessage } from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { efileFileProblem } from './efile-file';

/** The state a county without a state code of its own starts the form with (spec 3 §5). */
export const FALLBACK_STATE = 'MP';

/** The form's values: the e-file fields and the chosen file. */
export type EfileFormValues = EfileFields & { file: File | null };

/** What the submitter knows of themselves when the form opens (their profile, or only their name). */
export type Submitter = Partial<
  Pick<EfileFields, 'name' | 'email' | 'address1' | 'city' | 'state' | 'zip'>
>;

/** A blank form: type LR, the county's state (or MP), the submitter's own details where known. */
export function blankEfileForm(
  stateCode: string | undefined,
  submitter: Submitter = {},
): EfileFormValues {
  return {
    file: null,
    efileType: 'LR',
    name: '',
    email: '',
    address1: '',
    address2: '',
    city: '',
    zip: '',
    acknowledged: false,
    ...submitter,
    state: submitter.state || stateCode || FALLBACK_STATE,
  };
}

/** The e-file fields alone (what the `json` part and the submission carry). */
export function fieldsOf({ file: _file, ...fields }: EfileFormValues): EfileFields {
  return fields;
}

const checkFields = zodFormValidator(efileFieldsSchema);

/**
 * The form's rules, in the user's language: the contract's fields, the file as far as its size tells (its content
 * is read on choosing and on submitting), and the acknowledgement when the county asks for it.
 */
export function validateEfileForm(
  values: EfileFormValues,
  acknowledgementRequired: boolean,
): Record<string, string> {
  const errors = checkFields(fieldsOf(values));
  const file = efileFileProblem(values.file);
  if (file) errors.file = translateMessage(file);
  if (acknowledgementRequired && !values.acknowledged)
    errors.acknowledged = translateMessage(EFILE_MESSAGES.acknowledge);
  return errors;
}
