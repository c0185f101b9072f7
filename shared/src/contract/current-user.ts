import { z } from 'zod';
import { passwordSchema } from './auth';
import { checkPasswordConfirm, checkPhone, personFields } from './profile';

/** GET/POST currentUser/profile (spec 1 §3 "Profile"). */
export const profileSchema = z.object(personFields).superRefine(checkPhone);
export type Profile = z.infer<typeof profileSchema>;

/** POST currentUser/password: the password only; the confirmation is the form's. */
export const passwordChangeRequestSchema = z.object({ password: passwordSchema });
export const passwordChangeFormSchema = z
  .object({ password: passwordSchema, passwordConfirm: z.string() })
  .superRefine(checkPasswordConfirm);

/** POST currentUser/usageBalance. */
export const usageBalanceRequestSchema = z.object({ userId: z.number().int() });
export const usageBalanceResponseSchema = z.object({ usageBalance: z.string().nullable() });
