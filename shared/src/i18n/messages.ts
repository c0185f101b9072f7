import { AUTH_MESSAGES, catalogEntries, SESSION_MESSAGES, type MessageGroup } from '@lrp/contract';
import { i18n } from './i18n';

const NAMESPACE = 'messages';

/** English text to key, and for templates a pattern that takes the values back out of a filled message. */
const exact = new Map<string, string>();
const templates: { key: string; pattern: RegExp; names: string[] }[] = [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Makes groups of the contract's messages translatable in the browser: their English becomes the `messages`
 * namespace's English, and their texts are recognized by translateMessage. Each entry point of @lrp/shared
 * registers the groups it brings.
 */
export function registerMessages(catalog: Record<string, MessageGroup>): void {
  const english: Record<string, Record<string, string>> = {};
  for (const { key, text } of catalogEntries(catalog)) {
    const [group, name] = key.split('.');
    (english[group] ??= {})[name] = text;
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
    } else {
      templates.push({
        key,
        names,
        pattern: new RegExp(
          `^${text
            .split(/\{\{\w+\}\}/)
            .map(escape)
            .join('(.+?)')}$`,
        ),
      });
    }
  }
  i18n.addResourceBundle('en', NAMESPACE, english, true, false);
}

// The sign-in page's groups; the date rules' messages come with the entry points that have date fields.
registerMessages({ auth: AUTH_MESSAGES, session: SESSION_MESSAGES });

/** A message as the server sends it: its catalog code, its values and its English text. */
export interface Coded {
  code: string;
  params: Record<string, string | number> | null;
  message: string;
}

/**
 * A server message in the user's language, by its code: the catalog's translation filled with its values, or the
 * English the server sent when the language has no text for it (the five that read English, a newer code).
 */
export function translateCoded({ code, params, message }: Coded): string {
  if (i18n.language === 'en') return message;
  return i18n.t(code, { ns: NAMESPACE, ...params, defaultValue: message });
}

/**
 * One of the browser's own rule messages (a zod issue, which carries only its text) in the user's language, found
 * by its catalog text; any other text as it came. The server's messages are translated by code (translateCoded).
 */
export function translateMessage(text: string): string {
  if (i18n.language === 'en' || !text) return text;
  const key = exact.get(text);
  if (key) return i18n.t(key, { ns: NAMESPACE, defaultValue: text });
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]]));
    return i18n.t(template.key, { ns: NAMESPACE, ...values, defaultValue: text });
  }
  return text;
}
