import {
  NewsList,
  Paper,
  Title,
  useCountyStore,
  useLoginPageLatestNews,
  useTranslation,
} from '@lrp/shared';

/** The county's latest news on the sign-in page, when latestNewsLoginPage is on; a failure is ignored (spec 1 §7). */
export function LoginLatestNews() {
  const { t } = useTranslation('auth');
  const shown = useCountyStore((s) => s.config.homeSelections?.latestNewsLoginPage ?? true);
  const news = useLoginPageLatestNews(shown);
  if (!shown) return null;
  const items = (news.data ?? []).filter((p) => p.heading.trim() || p.paragraphContent.trim());
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('news.title')}>
      <Title order={3} size="h5" mb="sm">
        {t('news.title')}
      </Title>
      <NewsList items={items} />
    </Paper>
  );
}
