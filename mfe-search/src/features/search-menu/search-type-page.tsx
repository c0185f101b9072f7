import { Alert, EmptyState, Paper, Stack, Title, useCountyStore, useParams, useTranslation } from '@lrp/shared';
import { SEARCH_TYPES, type SearchTypeKey } from '@lrp/shared/search';
import { IconInfoCircle } from '@tabler/icons-react';
import { searchTypeLabel } from './search-menu-model';

/** One search type's page: its heading and the county's note for it (the forms are the search issue's). */
export function SearchTypePage({ allowed }: { allowed: Set<string> }) {
  const { t } = useTranslation('search');
  const { type } = useParams();
  const config = useCountyStore((s) => s.config);
  const searchType = SEARCH_TYPES.find((s) => s.key === type);
  if (!searchType || !allowed.has(searchType.key)) {
    return <EmptyState title={t('unavailable.title')}>{t('unavailable.text')}</EmptyState>;
  }
  const label = searchTypeLabel(searchType.key as SearchTypeKey, config);
  const note = (config.search as Record<string, unknown> | undefined)?.[`${searchType.setting}CountyNote`];
  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <Title order={3}>{t(`headings.${searchType.key}`, { label })}</Title>
      </Paper>
      {typeof note === 'string' && note.trim() && (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title={t('countyNote')}>
          {note}
        </Alert>
      )}
    </Stack>
  );
}
