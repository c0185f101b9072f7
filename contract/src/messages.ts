/**
 * The messages people read, one catalog for the forms, the server and the translations. Each message has a key
 * (its group and name, e.g. `auth.passwordMin`); the English text is the spec's own wording. A message with
 * values is a template: `{{n}} characters max.`, filled by calling it (`PROFILE_MESSAGES.max({ n: 30 })`).
 * The server sends each message with its code and values beside the English (`codedGroup`), and the browser
 * translates it by code; a rule's message that only exists as text (a zod issue) is found by `messageMatcher`.
 */

export type MessageValues = Record<string, string | number>;

/** A message with values: call it to fill the template; `template` is the catalog's English. */
export interface MessageTemplate<V extends MessageValues> {
  (values: V): string;
  readonly template: string;
}

/** Declares a message with values, e.g. `message<{ n: number }>('{{n}} characters max.')`. */
export function message<V extends MessageValues>(template: string): MessageTemplate<V> {
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

/** A message as it travels from the server: its catalogue code, its values and its English text. */
export interface CodedMessage {
  readonly code: string;
  readonly params: Readonly<MessageValues> | null;
  readonly message: string;
}

/** A group whose texts are coded: a plain text becomes a CodedMessage, a template a function giving one. */
export type CodedGroup<M extends MessageGroup> = {
  readonly [K in keyof M]: M[K] extends MessageTemplate<infer V>
    ? (values: V) => CodedMessage
    : CodedMessage;
};

/**
 * The group's messages as the server sends them: each carries its code (`group.name`), so a browser translates
 * by code, never by the English wording.
 */
export function codedGroup<M extends MessageGroup>(group: string, messages: M): CodedGroup<M> {
  return Object.fromEntries(
    Object.entries(messages).map(([name, value]) => {
      const code = `${group}.${name}`;
      return [
        name,
        typeof value === 'string'
          ? { code, params: null, message: value }
          : (values: MessageValues) => ({
              code,
              params: values,
              message: (value as MessageTemplate<MessageValues>)(values),
            }),
      ];
    }),
  ) as CodedGroup<M>;
}

/**
 * Finds the code of a filled message of the catalog (a zod issue carries only its text): exact texts first, then
 * templates, whose values are taken back out of the text. Null when the catalog does not know the text.
 */
export function messageMatcher(
  catalog: Record<string, MessageGroup>,
): (text: string) => { code: string; params: MessageValues | null } | null {
  const exact = new Map<string, string>();
  const templates: { code: string; pattern: RegExp; names: string[] }[] = [];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const { key, text } of catalogEntries(catalog)) {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    if (names.length === 0) {
      if (!exact.has(text)) exact.set(text, key);
    } else
      templates.push({
        code: key,
        names,
        pattern: new RegExp(
          `^${text
            .split(/\{\{\w+\}\}/)
            .map(escape)
            .join('(.+?)')}$`,
        ),
      });
  }
  return (text) => {
    const code = exact.get(text);
    if (code) return { code, params: null };
    for (const template of templates) {
      const match = template.pattern.exec(text);
      if (match)
        return {
          code: template.code,
          params: Object.fromEntries(template.names.map((n, i) => [n, match[i + 1]])),
        };
    }
    return null;
  };
}
