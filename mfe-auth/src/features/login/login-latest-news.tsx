import { fetchLoginPageLatestNews, NewsList, Paper, Title, type Paragraph } from '@lrp/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The county's latest news on the sign-in page. */
export function LoginLatestNews() {
  const { t } = useTranslation('auth');
  const [news, setNews] = useState<Paragraph[]>([]);
  useEffect(() => {
    fetchLoginPageLatestNews()
      .then(({ content }) => setNews(content.paragraphs.filter((p) => p.heading.trim() || p.paragraphContent.trim())))
      .catch(() => setNews([]));
  }, []);
  if (news.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('news.title')}>
      <Title order={3} size="h5" mb="sm">
        {t('news.title')}
      </Title>
      <NewsList items={news} />
    </Paper>
  );
}
