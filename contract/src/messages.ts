/**
 * The messages people read, one catalog for the forms, the server and the translations. Each message has a key
 * (its group and name, e.g. `auth.passwordMin`); the English text is the spec's own wording. A message with
 * values is a template: `{{n}} characters max.`, filled by calling it (`PROFILE_MESSAGES.max({ n: 30 })`).
 * Browsers show every message in the user's language by looking its English text up in this catalog
 * (`translateMessage` in @lrp/shared), so a rule, the server's answer and their translations never drift.
 */

type Values = Record<string, string | number>;

/** A message with values: call it to fill the template; `template` is the catalog's English. */
export interface MessageTemplate<V extends Values> {
  (values: V): string;
  readonly template: string;
}

/** Declares a message with values, e.g. `message<{ n: number }>('{{n}} characters max.')`. */
export function message<V extends Values>(template: string): MessageTemplate<V> {
  const fill = (values: V) =>
    template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  return Object.assign(fill, { template });
}

/** A group of messages: plain texts and templates. */
export type MessageGroup = Record<string, string | MessageTemplate<never>>;

/** The catalog's entries: `group.name` and the English text or template. */
export function catalogEntries(
  catalog: Record<string, MessageGroup>,
): { key: string; text: string }[] {
  return Object.entries(catalog).flatMap(([group, messages]) =>
    Object.entries(messages).map(([name, value]) => ({
      key: `${group}.${name}`,
      text: typeof value === 'string' ? value : value.template,
    })),
  );
}
