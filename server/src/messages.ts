import {
  ACCOUNT_ENTRY_MESSAGES,
  ACCOUNT_MESSAGES as ACCOUNT_TEXTS,
  codedGroup,
  COUNTY_TEXT_MESSAGES,
  DATE_MESSAGES,
  IMAGING_MESSAGES,
  messageMatcher,
  RULE_MESSAGES,
  IMAGING_ORDER_MESSAGES,
  IMAGING_SERVER_MESSAGES as IMAGING_SERVER_TEXTS,
  MODULE_RELEASE_MESSAGES as MODULE_RELEASE_TEXTS,
  MONEY_MESSAGES as MONEY_TEXTS,
  PAYMENT_MESSAGES,
  PROFILE_MESSAGES,
  SEARCH_MESSAGES,
  SEARCH_SERVER_MESSAGES as SEARCH_SERVER_TEXTS,
  SERVER_MESSAGES,
  SESSION_MESSAGES,
  USER_ADMIN_MESSAGES as USER_ADMIN_TEXTS,
  VALIDATION_MESSAGES,
  type CodedMessage,
} from '@lrp/contract';

// The messages the server sends, coded: each carries its catalog code and values beside the English, so the
// browser shows it in the user's language. The texts are the contract's (contract/src/server-messages.ts and the
// rules' groups); the group names here are the catalog's (contract/src/catalog.ts), which a test checks.

export const MESSAGES = codedGroup('server', SERVER_MESSAGES);
export const VALIDATION = codedGroup('validation', VALIDATION_MESSAGES);
export const MONEY_MESSAGES = codedGroup('money', MONEY_TEXTS);
export const IMAGING_SERVER_MESSAGES = codedGroup('imagingServer', IMAGING_SERVER_TEXTS);
export const IMAGING_ORDER = codedGroup('imagingOrder', IMAGING_ORDER_MESSAGES);
export const ACCOUNT_MESSAGES = codedGroup('accountServer', ACCOUNT_TEXTS);
export const SEARCH_SERVER_MESSAGES = codedGroup('searchServer', SEARCH_SERVER_TEXTS);
export const MODULE_RELEASE_MESSAGES = codedGroup('moduleRelease', MODULE_RELEASE_TEXTS);
export const USER_ADMIN_MESSAGES = codedGroup('userAdmin', USER_ADMIN_TEXTS);

/** The rules' groups, for the answers the server gives in a rule's words. */
export const SESSION = codedGroup('session', SESSION_MESSAGES);
export const PAYMENTS = codedGroup('payments', PAYMENT_MESSAGES);
export const PROFILE = codedGroup('profile', PROFILE_MESSAGES);
export const SEARCH = codedGroup('search', SEARCH_MESSAGES);
export const DATES = codedGroup('dates', DATE_MESSAGES);
export const IMAGING = codedGroup('imaging', IMAGING_MESSAGES);
export const ACCOUNT_ENTRY = codedGroup('accounts', ACCOUNT_ENTRY_MESSAGES);

const countyText = codedGroup('countyText', COUNTY_TEXT_MESSAGES).text;

/** Text the county wrote itself (its lockout notice): sent in the county's words. */
export const countyWords = (text: string): CodedMessage => countyText({ text });

const matchRule = messageMatcher(RULE_MESSAGES);

/**
 * A rule's message that only exists as its text (a zod issue, a contract check's answer), coded by the catalog;
 * a text the catalog does not know goes as the web framework's refusals do.
 */
export function ruleWords(text: string): CodedMessage {
  const rule = matchRule(text);
  return rule ? { ...rule, message: text } : MESSAGES.requestRefused({ detail: text });
}
