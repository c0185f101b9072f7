import './zod';
import * as z from 'zod/mini';
import { passwordSchema } from './auth';
import { rowIdSchema } from './limits';
import { checkPasswordConfirm, checkPhone, personFields, PHONE_FORMAT_TYPES } from './profile';

/** POST currentUser/profile (spec 1 §3 "Profile"): the rules a saved profile must meet. */
export const profileSchema = z.object(personFields).check(z.superRefine(checkPhone));
export type Profile = z.infer<typeof profileSchema>;

/** GET currentUser/profile: what is stored, which an administrator may have left incomplete. */
export const storedProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  email: z.string(),
  phoneFormatType: z.enum(PHONE_FORMAT_TYPES),
  phone: z.string(),
});

/** POST currentUser/password: the password only; the confirmation is the form's. */
export const passwordChangeRequestSchema = z.object({ password: passwordSchema });
export const passwordChangeFormSchema = z
  .object({ password: passwordSchema, passwordConfirm: z.string() })
  .check(z.superRefine(checkPasswordConfirm));

/** POST currentUser/usageBalance. */
export const usageBalanceRequestSchema = z.object({ userId: rowIdSchema });
export const usageBalanceResponseSchema = z.object({ usageBalance: z.nullable(z.string()) });
