import './zod';
import * as z from 'zod/mini';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';

/** Validation messages of spec 1 §5, kept once for the forms and the server. */
export const AUTH_MESSAGES = {
  required: 'Required.',
  usernameMin: 'At least 8 characters long.',
  usernameMax: 'Maximum 50 characters long.',
  usernameChars: 'Letters, numbers, underscores, dots and @ only.',
  usernameEnds: 'Must start and end with a letter or number.',
  usernameConsecutive: 'No consecutive special characters.',
  passwordMin: 'At least 12 characters long.',
  passwordMax: 'Maximum 64 characters long.',
  passwordChars: 'Must contain a letter, a number and a special character. Special characters are !@#$%^&',
  passwordMismatch: 'Mismatched passwords.',
} as const;

export const USERNAME_MIN = 8;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 64;
export const PASSWORD_SPECIALS = '!@#$%^&';

/** Login asks only that both fields be present; the rules apply when a name or password is created. */
export const loginRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, AUTH_MESSAGES.required), z.maxLength(100)),
  password: z.string().check(z.minLength(1, AUTH_MESSAGES.required), z.maxLength(200)),
  language: z._default(z.enum(LANGUAGE_CODES), DEFAULT_LANGUAGE),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const usernameSchema = z.string().check(
  z.trim(),
  z.minLength(1, AUTH_MESSAGES.required),
  z.minLength(USERNAME_MIN, AUTH_MESSAGES.usernameMin),
  z.maxLength(USERNAME_MAX, AUTH_MESSAGES.usernameMax),
  z.regex(/^[A-Za-z0-9_.@]*$/, AUTH_MESSAGES.usernameChars),
  z.regex(/^[A-Za-z0-9](.*[A-Za-z0-9])?$/, AUTH_MESSAGES.usernameEnds),
  z.refine((v) => !/[_.@]{2}/.test(v), AUTH_MESSAGES.usernameConsecutive),
);

export const passwordSchema = z.string().check(
  z.minLength(1, AUTH_MESSAGES.required),
  z.minLength(PASSWORD_MIN, AUTH_MESSAGES.passwordMin),
  z.maxLength(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
  z.refine((v) => /[A-Za-z]/.test(v) && /[0-9]/.test(v) && /[!@#$%^&]/.test(v), AUTH_MESSAGES.passwordChars),
);
