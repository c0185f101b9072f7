import './zod';
import * as z from 'zod/mini';
import { AUTH_MESSAGES, PASSWORD_MAX, passwordSchema, usernameSchema } from './auth';
import { message } from './messages';
import type { IssueSink } from './rules';

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
const emailSchema = z.string().check(
  z.trim(),
  z.minLength(1, PROFILE_MESSAGES.required),
  z.maxLength(PROFILE_LIMITS.email, PROFILE_MESSAGES.max({ n: PROFILE_LIMITS.email })),
  z.refine((v) => v.length > PROFILE_LIMITS.email || isEmailAddress(v), PROFILE_MESSAGES.email),
);

/** The password typed again: as long as a password may be. */
export const passwordConfirmSchema = z
  .string()
  .check(z.maxLength(PASSWORD_MAX, AUTH_MESSAGES.passwordMax));

/** The fields a person keeps about themselves (registration, profile), without the phone rule. */
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
  phoneFormatType: z.enum(PHONE_FORMAT_TYPES),
  phone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(PROFILE_LIMITS.phone, PROFILE_MESSAGES.max({ n: PROFILE_LIMITS.phone })),
    ),
};

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

/** POST auth/signUp (spec 1 §3): the confirmation is checked in the form and never sent. */
export const signUpRequestSchema = z
  .object({ username: usernameSchema, ...personFields, password: passwordSchema })
  .check(z.superRefine(checkPhone));
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** The registration form: the request plus the password confirmation. */
export const signUpFormSchema = z
  .object({
    username: usernameSchema,
    ...personFields,
    password: passwordSchema,
    passwordConfirm: passwordConfirmSchema,
  })
  .check(z.superRefine(checkPhone), z.superRefine(checkPasswordConfirm));

/** Password and confirmation must match ("Mismatched passwords."). */
export function checkPasswordConfirm(
  value: { password: string; passwordConfirm: string },
  ctx: IssueSink,
): void {
  if (!value.passwordConfirm)
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: AUTH_MESSAGES.required });
  else if (value.password !== value.passwordConfirm)
    ctx.addIssue({
      code: 'custom',
      path: ['passwordConfirm'],
      message: AUTH_MESSAGES.passwordMismatch,
    });
}

export const completeRegistrationRequestSchema = z.object({
  ticket: z.string().check(z.trim(), z.minLength(16), z.maxLength(200)),
});
export const completeRegistrationResponseSchema = z.object({
  fullName: z.string(),
  username: z.string(),
});
export const forgotUsernameRequestSchema = z.object({ email: emailSchema });
export const forgotPasswordRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, AUTH_MESSAGES.required), z.maxLength(50)),
  email: emailSchema,
});
export const resetPasswordRequestSchema = z.object({
  password: passwordSchema,
  ticket: z.string().check(z.trim(), z.minLength(16), z.maxLength(200)),
});
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, passwordConfirm: passwordConfirmSchema })
  .check(z.superRefine(checkPasswordConfirm));

/** Formats digits as typed into (XXX) XXX-XXXX. */
export function formatStandardPhone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length < 4) return `(${d}`;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Keeps what can be an international number as typed: digits only, 15 at most. */
export const formatInternationalPhone = (input: string) =>
  input.replace(/\D/g, '').slice(0, PROFILE_LIMITS.internationalMax);

/** Keeps a zip to 5 digits as typed. */
export const formatZip = (input: string) => input.replace(/\D/g, '').slice(0, PROFILE_LIMITS.zip);
