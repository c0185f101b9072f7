import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, languageTag, type LanguageCode } from '@lrp/contract';
import commonEn from './locales/en.json';

/** Loads one language of a namespace; resolves undefined when the module has no such file. */
export type LocaleLoader = (tag: string) => Promise<ResourceLanguage | undefined>;

/** The one i18next instance of the portal: the shell and every remote add their namespace to it. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: commonEn } },
  interpolation: { escapeValue: false },
  returnNull: false,
  returnEmptyString: false,
  initAsync: false,
  // Re-render when a module's translations arrive after the language was chosen.
  react: { bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
});

/** The languages with their own texts; the others (`englishTexts`) read English. */
const TRANSLATED_MESSAGES = new Set<string>(
  LANGUAGES.filter((l) => l.tag !== 'en' && !('englishTexts' in l)).map((l) => l.tag),
);

const loaders = new Map<string, LocaleLoader>([
  ['common', (tag) => import(`./locales/${tag}.json`).then((m) => m.default)],
  // The catalog's messages are translated into the languages the portal translates; the others read English.
  [
    'messages',
    (tag) =>
      TRANSLATED_MESSAGES.has(tag)
        ? import(`./messages/${tag}.json`).then((m) => m.default)
        : Promise.resolve(undefined),
  ],
]);

async function loadNamespace(namespace: string, tag: string): Promise<void> {
  const loader = loaders.get(namespace);
  if (!loader || tag === 'en' || i18n.hasResourceBundle(tag, namespace)) return;
  try {
    const resources = await loader(tag);
    if (resources) i18n.addResourceBundle(tag, namespace, resources, true, true);
  } catch (error) {
    console.warn(`[portal] ${namespace} has no ${tag} texts; English is shown`, error);
  }
}

/**
 * Adds a module's English texts under its namespace, and how to load its other languages. A language is
 * fetched the first time it is chosen; a missing text falls back to English, never to the raw key.
 */
export function registerLocales(
  namespace: string,
  english: ResourceLanguage,
  loader?: LocaleLoader,
): void {
  i18n.addResourceBundle('en', namespace, english, true, true);
  if (loader) {
    loaders.set(namespace, loader);
    void loadNamespace(namespace, i18n.language);
  }
}

/** Switches the interface language from an API language code (ENGLISH, CHINESE...). */
export async function setPortalLanguage(
  code: LanguageCode | string | null | undefined,
): Promise<void> {
  const tag = languageTag(code);
  await Promise.all([...loaders.keys()].map((namespace) => loadNamespace(namespace, tag)));
  if (i18n.language !== tag) await i18n.changeLanguage(tag);
  // The page declares the language its texts are in: the five languages that ship English texts read as English.
  if (typeof document !== 'undefined')
    document.documentElement.lang = TRANSLATED_MESSAGES.has(tag) ? tag : 'en';
}

/** Picks the label for the current language from a `{ en, zh, ... }` map. */
export function localized(
  label: Record<string, string> & { en: string },
  tag = i18n.language,
): string {
  return label[tag] ?? label.en;
}
