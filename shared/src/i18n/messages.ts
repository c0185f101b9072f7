import { AUTH_MESSAGES, messageMatcher, SESSION_MESSAGES, type MessageGroup } from '@lrp/contract';
import { i18n } from './i18n';

const NAMESPACE = 'messages';

/** Every group registered so far, and the matcher that finds a text among them (made again after a change). */
const registered: Record<string, MessageGroup> = {};
let match: ReturnType<typeof messageMatcher> | null = null;

/**
 * Makes groups of the contract's messages translatable in the browser: translateMessage recognizes their texts.
 * Each entry point of @lrp/shared registers the groups it brings. Their English needs no registering: a message
 * is translated with its own English as the default, so a language without a text shows the English.
 */
export function registerMessages(catalog: Record<string, MessageGroup>): void {
  Object.assign(registered, catalog);
  match = null;
}

// The sign-in page's groups; the date rules' messages come with the entry points that have date fields.
registerMessages({ auth: AUTH_MESSAGES, session: SESSION_MESSAGES });

/** A message as the server sends it: its catalog code, its values and its English text. */
export interface Coded {
  code?: string | null;
  params?: Record<string, string | number> | null;
  message: string;
}

/**
 * A server message in the user's language, by its code: the catalog's translation filled with its values, or the
 * English the server sent when the language has no text for it (the five that read English, a newer code). A
 * message without a code (an older server's) is looked up by its text, as a rule's message is.
 */
export function translateCoded({ code, params, message }: Coded): string {
  return code && i18n.language !== 'en'
    ? i18n.t(code, { ns: NAMESPACE, ...params, defaultValue: message })
    : translateMessage(message);
}

/**
 * One of the browser's own rule messages (a zod issue, which carries only its text) in the user's language, found
 * by its catalog text; any other text as it came. The server's messages are translated by code (translateCoded).
 */
export function translateMessage(text: string): string {
  if (i18n.language === 'en' || !text) return text;
  const found = (match ??= messageMatcher(registered))(text);
  return found ? translateCoded({ ...found, message: text }) : text;
}
