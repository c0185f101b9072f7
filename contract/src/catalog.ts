import { ACCOUNT_ENTRY_MESSAGES } from './accounts';
import { AUTH_MESSAGES } from './auth';
import { DATE_MESSAGES } from './dates';
import { EFILE_MESSAGES } from './efile';
import { FEE_MESSAGES } from './fee-messages';
import { IMAGING_MESSAGES } from './imaging';
import { LANDSHARK_ONE_MESSAGES, LANDSHARK_ONE_SERVER_MESSAGES } from './landshark-one';
import { SLIDE_MESSAGES } from './login-slides';
import type { MessageGroup } from './messages';
import { PARAGRAPH_MESSAGES } from './paragraph-lists';
import { PAYMENT_MESSAGES } from './payments';
import { PROFILE_MESSAGES } from './profile';
import { PURGE_MESSAGES, PURGE_SERVER_MESSAGES } from './purge-config';
import { REPORT_MESSAGES, REPORT_SERVER_MESSAGES } from './reports';
import { SEARCH_MESSAGES } from './search/messages';
import {
  ACCOUNT_MESSAGES,
  COUNTY_TEXT_MESSAGES,
  IMAGING_ORDER_MESSAGES,
  IMAGING_SERVER_MESSAGES,
  MODULE_RELEASE_MESSAGES,
  MONEY_MESSAGES,
  SEARCH_SERVER_MESSAGES,
  SERVER_MESSAGES,
  USER_ADMIN_MESSAGES,
  VALIDATION_MESSAGES,
} from './server-messages';
import { SESSION_MESSAGES } from './session';
import { TECHNICAL_MESSAGES } from './technical';
import { SESSION_SERVER_MESSAGES, USER_ACCESS_MESSAGES } from './user-access';

/** The rules' messages (the forms' and the schemas'), by group: what a zod issue may say. */
export const RULE_MESSAGES = {
  auth: AUTH_MESSAGES,
  profile: PROFILE_MESSAGES,
  dates: DATE_MESSAGES,
  payments: PAYMENT_MESSAGES,
  session: SESSION_MESSAGES,
  imaging: IMAGING_MESSAGES,
  search: SEARCH_MESSAGES,
  accounts: ACCOUNT_ENTRY_MESSAGES,
  fees: FEE_MESSAGES,
  purge: PURGE_MESSAGES,
  userAccess: USER_ACCESS_MESSAGES,
  paragraphs: PARAGRAPH_MESSAGES,
  slides: SLIDE_MESSAGES,
  landSharkOne: LANDSHARK_ONE_MESSAGES,
  reports: REPORT_MESSAGES,
  efile: EFILE_MESSAGES,
} satisfies Record<string, MessageGroup>;

/**
 * Every message a person may read, by group: the rules' and the server's own. Its keys are the codes the server
 * sends; the translations follow it (a test holds every translated language to it).
 */
export const CONTRACT_MESSAGES = {
  ...RULE_MESSAGES,
  server: SERVER_MESSAGES,
  countyText: COUNTY_TEXT_MESSAGES,
  validation: VALIDATION_MESSAGES,
  money: MONEY_MESSAGES,
  imagingServer: IMAGING_SERVER_MESSAGES,
  imagingOrder: IMAGING_ORDER_MESSAGES,
  accountServer: ACCOUNT_MESSAGES,
  searchServer: SEARCH_SERVER_MESSAGES,
  moduleRelease: MODULE_RELEASE_MESSAGES,
  userAdmin: USER_ADMIN_MESSAGES,
  purgeServer: PURGE_SERVER_MESSAGES,
  sessionServer: SESSION_SERVER_MESSAGES,
  technical: TECHNICAL_MESSAGES,
  landSharkOneServer: LANDSHARK_ONE_SERVER_MESSAGES,
  reportsServer: REPORT_SERVER_MESSAGES,
} satisfies Record<string, MessageGroup>;
