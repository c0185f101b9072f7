import './zod';
import * as z from 'zod/mini';
import { codeDescriptionSchema } from './envelope';
import { LANGUAGE_CODES } from './languages';
import { ACCOUNT_TYPES, PAYMENT_METHODS, ROLES } from './roles';
import { SEARCH_TYPE_KEYS } from './search-types';
import { searchHistoryEntrySchema } from './search/results';

/** The signed-in user as the login and session-check calls return it (spec 1 §3). */
export const currentUserSchema = z.object({
  userId: z.int(),
  username: z.string(),
  fullName: z.string(),
  role: z.enum(ROLES),
  language: z.enum(LANGUAGE_CODES),
  accountId: z.nullable(z.int()),
  accountName: z.nullable(z.string()),
  usageBalance: z.nullable(z.string()),
  /** A card payer's: what is left of their open card preauthorization ('$12.50'), else null (older servers: none). */
  preauthorizationLeft: z.optional(z.nullable(z.string())),
  paymentMethod: z.nullable(z.enum(PAYMENT_METHODS)),
  accountType: z.nullable(z.enum(ACCOUNT_TYPES)),
  /** The prices this user pays (code: a fee-structure price name, description: dollars such as '$1.50'). */
  searchRates: z.array(codeDescriptionSchema),
  /** Recent Searches, newest first (empty for GUEST). */
  searchHistoryList: z.array(searchHistoryEntrySchema),
  tabList: z.array(z.string()),
  searchList: z.array(z.enum(SEARCH_TYPE_KEYS)),
  allowableAccounts: z.array(codeDescriptionSchema),
  allowableUserTypes: z.array(codeDescriptionSchema),
  accountDocTypes: z.record(z.string(), z.object({ imageRetrieval: z.boolean() })),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * `currentUser/loginStatus` answers without a session: `loggedIn` false and no user. `inactivityMinutes` is how
 * long the county lets a session idle before it ends (the browser warns before then).
 */
export const loginStatusSchema = z.object({
  loggedIn: z.boolean(),
  user: z.nullable(currentUserSchema),
  inactivityMinutes: z.int().check(z.minimum(1)),
});
export type LoginStatus = z.infer<typeof loginStatusSchema>;
