import './zod';
import * as z from 'zod/mini';
import { AUTH_MESSAGES, passwordSchema } from './auth';
import { rowIdSchema } from './limits';
import { checkPhone, personFields, storedPersonFields } from './person';
import { checkPasswordConfirm, passwordConfirmSchema } from './profile';

/** The current password as typed (never trimmed), asked before a change of e-mail address or password. */
const currentPassword = z.string().check(z.maxLength(200));

/**
 * POST currentUser/profile (spec 1 §3 "Profile"): the rules a saved profile must meet. A change of e-mail address
 * also needs the current password (the server knows whether the address changes, and says so on that field).
 */
export const profileSchema = z
  .object({ ...personFields, currentPassword: z.optional(currentPassword) })
  .check(z.superRefine(checkPhone));
/** The profile's own fields (what is stored and answered). */
export type Profile = Omit<z.infer<typeof profileSchema>, 'currentPassword'>;

/** GET currentUser/profile: what is stored, which an administrator may have left incomplete. */
export const storedProfileSchema = z.object(storedPersonFields);

/** POST currentUser/password: the current password and the new one; the confirmation is the form's. */
const requiredCurrentPassword = currentPassword.check(z.minLength(1, AUTH_MESSAGES.required));
export const passwordChangeRequestSchema = z.object({
  currentPassword: requiredCurrentPassword,
  password: passwordSchema,
});
export const passwordChangeFormSchema = z
  .object({
    currentPassword: requiredCurrentPassword,
    password: passwordSchema,
    passwordConfirm: passwordConfirmSchema,
  })
  .check(z.superRefine(checkPasswordConfirm));

/** POST currentUser/usageBalance. */
export const usageBalanceRequestSchema = z.object({ userId: rowIdSchema });
export const usageBalanceResponseSchema = z.object({
  usageBalance: z.nullable(z.string()),
  /** A card payer's: what is left of their open card preauthorization ('$12.50'), else null (older servers: none). */
  preauthorizationLeft: z.optional(z.nullable(z.string())),
});
