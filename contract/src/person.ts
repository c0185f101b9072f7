import './zod';
import * as z from 'zod/mini';
import { message } from './messages';
import type { IssueSink } from './rules';

/*
 * The ten fields a person keeps about themselves (name, company, address, e-mail and phone): one definition of
 * each field's rule and message. Registration, the profile and the user entry take their rules from
 * `personFields`; the replies that answer what is stored (a profile, a managed user) take `storedPersonFields`,
 * the same keys without the rules; the server copies a row's person fields with `personOf`, and the forms
 * start from `BLANK_PERSON`.
 */

/** Messages of spec 1 §5 and spec 3 §5 for the person's own details. */
export const PROFILE_MESSAGES = {
  required: 'Required.',
  max: message<{ n: number }>('{{n}} characters max.'),
  zipLength: '5-digit zip.',
  numbersOnly: 'Numbers only.',
  standardPhone: '(XXX) XXX-XXXX',
  internationalPhone: 'Country code and phone number.',
  internationalDigits: 'Numbers only.  No spaces.  No dashes.',
  email: 'Enter an e-mail address like name@example.com.',
  state: 'Choose a state.',
} as const;

export const PHONE_FORMAT_TYPES = ['STANDARD', 'INTERNATIONAL'] as const;
export type PhoneFormatType = (typeof PHONE_FORMAT_TYPES)[number];

export const PROFILE_LIMITS = {
  name: 30,
  company: 60,
  address: 50,
  city: 50,
  email: 50,
  zip: 5,
  standardPhone: 14,
  internationalMin: 7,
  internationalMax: 15,
  phone: 20,
} as const;

const required = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, PROFILE_MESSAGES.required),
      z.maxLength(max, PROFILE_MESSAGES.max({ n: max })),
    );
const optional = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, PROFILE_MESSAGES.max({ n: max })));

const zipSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, PROFILE_MESSAGES.required),
    z.regex(/^\d*$/, PROFILE_MESSAGES.numbersOnly),
    z.length(PROFILE_LIMITS.zip, PROFILE_MESSAGES.zipLength),
  );

/**
 * name@domain.tld: one `@` with something before it, no white space, and a dot inside the domain. Checked by
 * scanning, not a backtracking regular expression: the work grows with the length, never with its square.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || value.indexOf('@', at + 1) !== -1 || /\s/.test(value)) return false;
  return value.slice(at + 2, -1).includes('.');
}

/** An e-mail address is length-checked first: a longer text never reaches the address rule. */
export const emailSchema = z.string().check(
  z.trim(),
  z.minLength(1, PROFILE_MESSAGES.required),
  z.maxLength(PROFILE_LIMITS.email, PROFILE_MESSAGES.max({ n: PROFILE_LIMITS.email })),
  z.refine((v) => v.length > PROFILE_LIMITS.email || isEmailAddress(v), PROFILE_MESSAGES.email),
);

const phoneFormatTypeSchema = z.enum(PHONE_FORMAT_TYPES);

/**
 * The person fields with their rules (registration, profile, user entry), without the phone rule, which looks at
 * two fields (`checkPhone`). Their keys, in this order, are `PERSON_FIELDS`.
 */
export const personFields = {
  firstName: required(PROFILE_LIMITS.name),
  lastName: required(PROFILE_LIMITS.name),
  company: optional(PROFILE_LIMITS.company),
  address: required(PROFILE_LIMITS.address),
  city: required(PROFILE_LIMITS.city),
  state: z
    .string()
    .check(
      z.trim(),
      z.maxLength(2, PROFILE_MESSAGES.state),
      z.regex(/^[A-Z]{2}$/, PROFILE_MESSAGES.state),
    ),
  zip: zipSchema,
  email: emailSchema,
  phoneFormatType: phoneFormatTypeSchema,
  phone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(PROFILE_LIMITS.phone, PROFILE_MESSAGES.max({ n: PROFILE_LIMITS.phone })),
    ),
};

export type PersonField = keyof typeof personFields;
/** The ten person fields' names, in the order of `personFields`. */
export const PERSON_FIELDS = Object.freeze(Object.keys(personFields) as PersonField[]);

type StoredPersonShape = {
  [K in PersonField]: K extends 'phoneFormatType'
    ? typeof phoneFormatTypeSchema
    : z.ZodMiniString<string>;
};

/**
 * The person fields as stored and answered: the same keys, held to no rule but their type, because a user an
 * administrator created may have left some blank (the forms show them and ask for them on save).
 */
export const storedPersonFields = Object.fromEntries(
  PERSON_FIELDS.map((key) => [key, key === 'phoneFormatType' ? phoneFormatTypeSchema : z.string()]),
) as StoredPersonShape;

/** A person's fields (what is stored and answered). */
export type Person = { [K in PersonField]: K extends 'phoneFormatType' ? PhoneFormatType : string };

/** The person fields of a form not filled in yet: every text blank, the phone in the standard format. */
export const BLANK_PERSON: Readonly<Person> = Object.freeze(
  Object.fromEntries(
    PERSON_FIELDS.map((key) => [key, key === 'phoneFormatType' ? PHONE_FORMAT_TYPES[0] : '']),
  ) as Person,
);

/** The person fields of anything that has them (a request, a row): the ten, and nothing else. */
export function personOf<T extends Record<PersonField, unknown>>(source: T): Pick<T, PersonField> {
  return Object.fromEntries(PERSON_FIELDS.map((key) => [key, source[key]])) as Pick<T, PersonField>;
}

/** Checks `phone` against its format: (XXX) XXX-XXXX, or 7 to 15 digits with the country code. */
export function checkPhone(
  value: { phoneFormatType: PhoneFormatType; phone: string },
  ctx: IssueSink,
): void {
  const phone = value.phone.trim();
  if (!phone) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: PROFILE_MESSAGES.required });
  } else if (value.phoneFormatType === 'STANDARD') {
    if (!/^\(\d{3}\) \d{3}-\d{4}$/.test(phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PROFILE_MESSAGES.standardPhone });
  } else if (!/^\d*$/.test(phone)) {
    ctx.addIssue({
      code: 'custom',
      path: ['phone'],
      message: PROFILE_MESSAGES.internationalDigits,
    });
  } else if (
    phone.length < PROFILE_LIMITS.internationalMin ||
    phone.length > PROFILE_LIMITS.internationalMax
  ) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: PROFILE_MESSAGES.internationalPhone });
  }
}
