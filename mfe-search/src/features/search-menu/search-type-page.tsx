import {
  Alert,
  EmptyState,
  Grid,
  Paper,
  Stack,
  Title,
  todayUtc,
  useCountyStore,
  useParams,
  useSearchParams,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { SEARCH_TYPES, type SearchTypeKey } from '@lrp/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { NotableDatesPanel, useShowsNotableDates } from '../notable-dates/notable-dates-panel';
import { CardTokenOnEntry } from '../pay-per-search/card-token';
import { CRITERIA_PARAM, decodeCriteria } from '../saved-searches/share-link';
import { useCriteriaStore } from '../search-form/criteria-store';
import { initialCriteria } from '../search-form/initial-criteria';
import { SearchForm } from '../search-form/search-form';
import { searchTypeLabel } from './search-menu-model';

/**
 * /search/{type}, /search/{type}/{n} and /search/{type}?criteria=...: the search's heading, the county's note for
 * it, its form (opened with a share link's criteria, else Recent Searches entry n, else the criteria it last
 * searched with, else the defaults) and the notable dates panel; a credit-card user's card token is fetched on
 * entering. A share link only fills the form: the viewer submits it (their own permissions and charges apply).
 */
export function SearchTypePage({ allowed }: { allowed: Set<string> }) {
  const { type, historyNumber } = useParams();
  const [params] = useSearchParams();
  const shared = params.get(CRITERIA_PARAM) ?? '';
  const searchType = SEARCH_TYPES.find((s) => s.key === type);
  if (!searchType || !allowed.has(searchType.key)) return <Unavailable />;
  const n = Number(historyNumber);
  const history = Number.isInteger(n) && n >= 1 ? n : null;
  return (
    <SearchTypeForm
      key={`${searchType.key}/${history ?? ''}?${shared}`}
      type={searchType.key as SearchTypeKey}
      historyNumber={history}
      shared={shared}
    />
  );
}

function Unavailable() {
  const { t } = useTranslation('search');
  return (
    <EmptyState headingLevel={3} title={t('unavailable.title')}>
      {t('unavailable.text')}
    </EmptyState>
  );
}

function SearchTypeForm({
  type,
  historyNumber,
  shared,
}: {
  type: SearchTypeKey;
  historyNumber: number | null;
  /** A share link's criteria parameter ('' without one; malformed: the form opens as usual). */
  shared: string;
}) {
  const { t } = useTranslation('search');
  const config = useCountyStore((s) => s.config);
  const user = useSessionStore((s) => s.user);
  const [initialValues] = useState(() =>
    initialCriteria(type, {
      config,
      user,
      last: useCriteriaStore.getState().last[type],
      historyNumber,
      today: todayUtc(),
      shared: decodeCriteria(shared),
    }),
  );
  const showsNotableDates = useShowsNotableDates(type);
  const searchType = SEARCH_TYPES.find((s) => s.key === type)!;
  const label = searchTypeLabel(type, config);
  const title = t(`headings.${type}`, { label });
  const note = (config.search as Record<string, unknown> | undefined)?.[
    `${searchType.setting}CountyNote`
  ];

  return (
    <Stack gap="md">
      <CardTokenOnEntry />
      {typeof note === 'string' && note.trim() && (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />} title={t('countyNote')}>
          {note}
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, lg: showsNotableDates ? 8 : 12 }}>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={3}>{title}</Title>
              <SearchForm type={type} title={title} initialValues={initialValues} />
            </Stack>
          </Paper>
        </Grid.Col>
        {showsNotableDates && (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <NotableDatesPanel />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
