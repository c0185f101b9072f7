import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The dayjs locale of each portal language that has one; the others show English month and day names. */
const DAYJS_LOCALES: Record<string, string> = {
  bn: 'bn',
  zh: 'zh-cn',
  ja: 'ja',
  ko: 'ko',
  ru: 'ru',
  tl: 'tl-ph',
  th: 'th',
  tr: 'tr',
};

const loaded = new Set(['en']);

async function loadDayjsLocale(name: string): Promise<void> {
  if (loaded.has(name)) return;
  // Only the portal's languages become chunks; each registers itself on the one (shared) dayjs.
  await import(/* webpackInclude: /(bn|zh-cn|ja|ko|ru|tl-ph|th|tr)\.js$/ */ `dayjs/locale/${name}.js`);
  loaded.add(name);
}

/** The dayjs locale for the portal's current language, loaded on first use ('en' until it arrives). */
export function useDayjsLocale(): string {
  const { i18n } = useTranslation();
  const wanted = DAYJS_LOCALES[i18n.language] ?? 'en';
  const [ready, setReady] = useState(() => loaded.has(wanted));
  useEffect(() => {
    if (loaded.has(wanted)) {
      setReady(true);
      return;
    }
    let live = true;
    setReady(false);
    loadDayjsLocale(wanted)
      .then(() => live && setReady(true))
      .catch((error: unknown) => console.warn(`[portal] no ${wanted} calendar; English is shown`, error));
    return () => {
      live = false;
    };
  }, [wanted]);
  return ready ? wanted : 'en';
}

export { dayjs };
