import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
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

async function loadDayjsLocale(name: string): Promise<string> {
  // Only the portal's languages become chunks; each registers itself on the one (shared) dayjs.
  if (name !== 'en')
    await import(
      /* webpackInclude: /(bn|zh-cn|ja|ko|ru|tl-ph|th|tr)\.js$/ */ `dayjs/locale/${name}.js`
    );
  return name;
}

/** The dayjs locale for the portal's current language, loaded on first use ('en' until it has arrived). */
export function useDayjsLocale(): string {
  const { i18n } = useTranslation();
  const wanted = DAYJS_LOCALES[i18n.language] ?? 'en';
  const locale = useQuery({
    queryKey: ['dayjs-locale', wanted],
    queryFn: () => loadDayjsLocale(wanted),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return locale.data ?? 'en';
}

export { dayjs };
