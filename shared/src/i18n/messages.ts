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

/**
 * A message of the catalog (a rule's message, the server's answer) in the user's language; any other text as
 * it came. English is the catalog's own text.
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
