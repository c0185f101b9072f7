import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageTag, type LanguageCode } from '../contract';
import commonEn from './locales/en.json';

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
  initAsync: false,
});

/** Adds a module's translations, keyed by language tag, under its own namespace. */
export function registerLocales(namespace: string, locales: Record<string, ResourceLanguage>): void {
  for (const [tag, resources] of Object.entries(locales)) {
    i18n.addResourceBundle(tag, namespace, resources, true, true);
  }
}

/** Switches the interface language from an API language code (ENGLISH, CHINESE...). */
export async function setPortalLanguage(code: LanguageCode | string | null | undefined): Promise<void> {
  const tag = languageTag(code);
  if (i18n.language !== tag) await i18n.changeLanguage(tag);
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
}

/** Picks the label for the current language from a `{ en, zh, ... }` map. */
export function localized(label: Record<string, string> & { en: string }, tag = i18n.language): string {
  return label[tag] ?? label.en;
}

export type { Resource };
