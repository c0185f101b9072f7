import './zod';
import * as z from 'zod/mini';
import { AUTH_MESSAGES, PASSWORD_MAX, passwordSchema, usernameSchema } from './auth';
import { checkPhone, emailSchema, personFields, PROFILE_LIMITS } from './person';
import type { IssueSink } from './rules';

// The person fields' rules and messages live in ./person; these names are still answered here too.
export {
  checkPhone,
  isEmailAddress,
  personFields,
  PHONE_FORMAT_TYPES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
} from './person';
export type { PhoneFormatType } from './person';

/** The password typed again: as long as a password may be. */
export const passwordConfirmSchema = z
  .string()
  .check(z.maxLength(PASSWORD_MAX, AUTH_MESSAGES.passwordMax));

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
