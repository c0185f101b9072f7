import type { IssueSink } from '../rules';
import { checkDateRange } from '../dates';
import { SEARCH_FIELD_LIMITS } from './constants';
import { SEARCH_MESSAGES } from './messages';

/*
 * The field rules the search forms share (spec 2 §5 "Shared helpers"). Each check reports at most one issue per
 * field, the first rule it breaks, on the field it concerns: a form shows it under that input, the server
 * answers it in fieldErrors.
 */

export function fail(ctx: IssueSink, field: string, message: string): false {
  ctx.addIssue({ code: 'custom', path: [field], message });
  return false;
}

const DIGITS = /^\d+$/;
const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;

export const isDigits = (value: string) => DIGITS.test(value.trim());

/**
 * The letters and digits of a typed value, as the server compares names, parcels and places: accents folded,
 * everything else (spaces, punctuation, the LIKE wildcards % and _) left out. What the minimum lengths count:
 * '__' or "' ." has none, so it can neither pass a minimum nor fill a required field and match every record.
 */
export function searchableLength(value: string): number {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '').length;
}

/** '%' anywhere: 'Invalid characters.' (the server matches with LIKE; % would widen the search). */
export function hasInvalidCharacters(value: string): boolean {
  return value.includes('%');
}

type TextRule = {
  required?: boolean;
  /** Letters and digits required (searchableLength); `minMessage` replaces 'N characters minimum.'. */
  min?: number;
  minMessage?: string;
  digits?: boolean;
  lettersAndDigits?: boolean;
};

/**
 * One text field: Required., Invalid characters., the minimum length, Numbers only. (in that order). A blank
 * optional field passes; a required field with no letter or digit is as good as blank. Answers whether the
 * field passed.
 */
export function checkText(
  ctx: IssueSink,
  field: string,
  value: string,
  rule: TextRule = {},
): boolean {
  const text = value.trim();
  if (!text) return rule.required ? fail(ctx, field, SEARCH_MESSAGES.required) : true;
  if (hasInvalidCharacters(text)) return fail(ctx, field, SEARCH_MESSAGES.invalidCharacters);
  const searchable = searchableLength(text);
  if (rule.required && !rule.min && searchable === 0)
    return fail(ctx, field, SEARCH_MESSAGES.required);
  if (rule.min && searchable < rule.min)
    return fail(ctx, field, rule.minMessage ?? SEARCH_MESSAGES.charactersMinimum({ n: rule.min }));
  if (rule.digits && !DIGITS.test(text)) return fail(ctx, field, SEARCH_MESSAGES.numbersOnly);
  if (rule.lettersAndDigits && !LETTERS_AND_DIGITS.test(text))
    return fail(ctx, field, SEARCH_MESSAGES.numbersAndLettersOnly);
  return true;
}

/** A middle initial: one character at most. */
export function checkMiddleInitial(ctx: IssueSink, field: string, value: string): void {
  if (value.trim().length > SEARCH_FIELD_LIMITS.middleInitialMax)
    fail(ctx, field, SEARCH_MESSAGES.oneCharacterMaximum);
  else if (hasInvalidCharacters(value)) fail(ctx, field, SEARCH_MESSAGES.invalidCharacters);
}

/**
 * A last / first / middle-initial trio where the last name is optional: last name 'Required if First Name
 * entered.' (or 'Required if MI entered.'), first name 'Required if MI entered.'.
 */
export function checkOptionalName(
  ctx: IssueSink,
  fields: { last: string; first: string; middle: string },
  values: { last: string; first: string; middle: string },
  lastRule: TextRule = {},
): void {
  const [last, first, middle] = [values.last.trim(), values.first.trim(), values.middle.trim()];
  if (!last && first) fail(ctx, fields.last, SEARCH_MESSAGES.requiredIfFirstName);
  else if (!last && middle) fail(ctx, fields.last, SEARCH_MESSAGES.requiredIfMiddleInitial);
  else checkText(ctx, fields.last, values.last, lastRule);
  if (!first && middle) fail(ctx, fields.first, SEARCH_MESSAGES.requiredIfMiddleInitial);
  else checkText(ctx, fields.first, values.first);
  checkMiddleInitial(ctx, fields.middle, values.middle);
}

/** The From / To recorded dates of a search form, with the shared date-range rules. */
export function checkRecordedDates(
  ctx: IssueSink,
  value: { fromRecordedDate: string; toRecordedDate: string },
): void {
  checkDateRange({ fromDate: value.fromRecordedDate, toDate: value.toRecordedDate }, ctx, {
    fields: ['fromRecordedDate', 'toRecordedDate'],
  });
}
