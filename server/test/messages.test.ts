import { catalogEntries, CONTRACT_MESSAGES, type CodedMessage } from '@lrp/contract';
import * as messages from '../src/messages';

const catalog = new Map(catalogEntries(CONTRACT_MESSAGES).map(({ key, text }) => [key, text]));

/** Every message a coded group of the server can send, with values named after the template's placeholders. */
function sendable(): CodedMessage[] {
  return Object.values(messages)
    .filter((group) => typeof group === 'object')
    .flatMap((group) =>
      Object.values(group as Record<string, CodedMessage | ((v: never) => CodedMessage)>).map(
        (entry) => {
          if (typeof entry !== 'function') return entry;
          const probe = entry({} as never);
          const names = [...(catalog.get(probe.code) ?? '').matchAll(/\{\{(\w+)\}\}/g)].map(
            (m) => m[1],
          );
          return (entry as (v: Record<string, string>) => CodedMessage)(
            Object.fromEntries(names.map((n) => [n, `<${n}>`])),
          );
        },
      ),
    );
}

describe("the server's messages", () => {
  const all = sendable();

  test('are many, and each code is in the catalog the translations follow', () => {
    expect(all.length).toBeGreaterThan(150);
    expect(all.filter((m) => !catalog.has(m.code)).map((m) => m.code)).toEqual([]);
  });

  test("each one's English is its catalog template, filled with its values", () => {
    for (const m of all) {
      const filled = catalog
        .get(m.code)!
        .replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(m.params?.[n] ?? ''));
      expect([m.code, m.message]).toEqual([m.code, filled]);
    }
  });

  test('a rule known only by its text is coded; an unknown text is sent as it is', () => {
    expect(messages.ruleWords('At least 12 characters long.')).toEqual({
      code: 'auth.passwordMin',
      params: null,
      message: 'At least 12 characters long.',
    });
    expect(messages.ruleWords('30 characters max.')).toMatchObject({
      code: 'profile.max',
      params: { n: '30' },
    });
    expect(messages.ruleWords('Something new.')).toEqual({
      code: 'server.requestRefused',
      params: { detail: 'Something new.' },
      message: 'Something new.',
    });
  });
});
