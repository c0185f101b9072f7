import { ACCOUNT_ENTRY_MESSAGES } from './accounts';
import { AUTH_MESSAGES } from './auth';
import { DATE_MESSAGES } from './dates';
import { IMAGING_MESSAGES } from './imaging';
import type { MessageGroup } from './messages';
import { PAYMENT_MESSAGES } from './payments';
import { PROFILE_MESSAGES } from './profile';
import { SEARCH_MESSAGES } from './search/messages';
import { SESSION_MESSAGES } from './session';

/** Every message of the contract a person may read, by group: the catalog the translations follow. */
export const CONTRACT_MESSAGES = {
  auth: AUTH_MESSAGES,
  profile: PROFILE_MESSAGES,
  dates: DATE_MESSAGES,
  payments: PAYMENT_MESSAGES,
  session: SESSION_MESSAGES,
  imaging: IMAGING_MESSAGES,
  search: SEARCH_MESSAGES,
  accounts: ACCOUNT_ENTRY_MESSAGES,
} satisfies Record<string, MessageGroup>;
