/**
 * The 14 interface languages (spec 1 §1). `code` is what the API carries, `tag` is the i18next language;
 * `englishTexts` marks the five whose screens and messages are shown in English (no translation is available yet).
 */
export const LANGUAGES = [
  { code: 'BENGALI', tag: 'bn', name: 'Bengali', nativeName: 'বাংলা' },
  {
    code: 'CAROLINIAN',
    tag: 'cal',
    name: 'Carolinian',
    nativeName: 'Refaluwasch',
    englishTexts: true,
  },
  { code: 'CHAMORRO', tag: 'ch', name: 'Chamorro', nativeName: 'Chamoru', englishTexts: true },
  { code: 'CHINESE', tag: 'zh', name: 'Chinese', nativeName: '中文' },
  { code: 'CHUUKESE', tag: 'chk', name: 'Chuukese', nativeName: 'Chuukese', englishTexts: true },
  { code: 'ENGLISH', tag: 'en', name: 'English', nativeName: 'English' },
  { code: 'JAPANESE', tag: 'ja', name: 'Japanese', nativeName: '日本語' },
  { code: 'KOREAN', tag: 'ko', name: 'Korean', nativeName: '한국어' },
  { code: 'PALAUAN', tag: 'pau', name: 'Palauan', nativeName: 'Palauan', englishTexts: true },
  { code: 'POHNPEIAN', tag: 'pon', name: 'Pohnpeian', nativeName: 'Pohnpeian', englishTexts: true },
  { code: 'RUSSIAN', tag: 'ru', name: 'Russian', nativeName: 'Русский' },
  { code: 'TAGALOG', tag: 'tl', name: 'Tagalog', nativeName: 'Tagalog' },
  { code: 'THAI', tag: 'th', name: 'Thai', nativeName: 'ไทย' },
  { code: 'TURKISH', tag: 'tr', name: 'Turkish', nativeName: 'Türkçe' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];
export const DEFAULT_LANGUAGE: LanguageCode = 'ENGLISH';

/** The i18next tag of an API language code; unknown codes fall back to English. */
export function languageTag(code: string | null | undefined): string {
  return LANGUAGES.find((l) => l.code === code)?.tag ?? 'en';
}
