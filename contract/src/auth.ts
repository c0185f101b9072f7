import './zod';
import * as z from 'zod/mini';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages';
import {
  AUTH_MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from './auth-messages';

export { AUTH_MESSAGES, PASSWORD_MAX, USERNAME_MAX } from './auth-messages';

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
  z.refine(
    (v) => /[A-Za-z]/.test(v) && /[0-9]/.test(v) && /[!@#$%^&]/.test(v),
    AUTH_MESSAGES.passwordChars,
  ),
);
