import {
  Button,
  EmptyState,
  Group,
  PageLoader,
  Paper,
  QueryFailure,
  Stack,
  Text,
  Title,
  useCountyStore,
  useSessionStore,
  useTranslation,
  VisuallyHidden,
} from '@lrp/shared';
import { Table } from '@lrp/shared/widgets';
import { ConfirmDialog } from '../common/confirm-dialog';
import type { SavedSearch } from '@lrp/contract';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useDescribeCriteria } from '../results/criteria-description';
import { useResultsSearch } from '../results/use-results-search';
import { searchTypeLabel } from '../search-menu/search-menu-model';
import { useDeleteSavedSearch, useSavedSearches } from './api/saved-searches-api';
import { shareLinkPath } from './share-link';

const COPIED_MS = 2000;

/**
 * /search/savedSearches: the person's saved searches (name, search, criteria, when saved), each run in one click
 * (a search like the form's: the runner's permissions and the pay-per-search flow apply), shared as a link that
 * opens its form filled in, or deleted after a confirmation. Guests have none.
 */
export default function SavedSearchesPage() {
  const { t } = useTranslation('search');
  const role = useSessionStore((s) => s.user?.role);
  if (role === undefined || role === 'GUEST')
    return (
      <EmptyState headingLevel={3} title={t('saved.guestTitle')}>
        {t('saved.guestText')}
      </EmptyState>
    );
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="saved-searches-title">
      <Stack gap="md">
        <Title order={3} id="saved-searches-title">
          {t('saved.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('saved.intro')}
        </Text>
        <SavedSearchList />
      </Stack>
    </Paper>
  );
}

function SavedSearchList() {
  const { t, i18n } = useTranslation('search');
  const config = useCountyStore((s) => s.config);
  const list = useSavedSearches();
  const search = useResultsSearch();
  const remove = useDeleteSavedSearch();
  const describe = useDescribeCriteria();
  const [running, setRunning] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [copied, setCopied] = useState<SavedSearch | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const basename = useCountyStore((s) => s.productConfig?.BROWSER_ROUTER_BASENAME ?? '/');

  if (list.isError)
    return (
      <QueryFailure
        title={t('saved.failed')}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data === undefined) return <PageLoader />;
  if (list.data.length === 0) return <Text>{t('saved.empty')}</Text>;

  const run = (saved: SavedSearch) => {
    setRunning(saved.id);
    search.run(
      { type: saved.type, criteria: saved.criteria },
      { onAnswer: () => setRunning(null) },
    );
  };
  const copy = (saved: SavedSearch) => {
    const link = `${window.location.origin}${basename.replace(/\/$/, '')}${shareLinkPath(saved.type, saved.criteria)}`;
    navigator.clipboard.writeText(link).then(
      () => setCopied(saved),
      () => undefined,
    );
  };
  const savedOn = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="sm" aria-label={t('saved.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('saved.columns.name')}</Table.Th>
              <Table.Th>{t('saved.columns.search')}</Table.Th>
              <Table.Th>{t('saved.columns.criteria')}</Table.Th>
              <Table.Th>{t('saved.columns.saved')}</Table.Th>
              <Table.Th>{t('saved.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((saved) => (
              <Table.Tr key={saved.id}>
                <Table.Td fw={600}>{saved.name}</Table.Td>
                <Table.Td>
                  {t(`headings.${saved.type}`, { label: searchTypeLabel(saved.type, config) })}
                </Table.Td>
                <Table.Td>{describe(saved.type, saved.criteria) || t('saved.noCriteria')}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{savedOn(saved.savedAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      onClick={() => run(saved)}
                      loading={search.pending && running === saved.id}
                      disabled={search.pending && running !== saved.id}
                      aria-label={t('saved.runLabel', { name: saved.name })}
                    >
                      {t('saved.run')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => copy(saved)}
                      aria-label={t('saved.copyLabel', { name: saved.name })}
                      leftSection={
                        copied?.id === saved.id ? (
                          <IconCheck size={14} aria-hidden />
                        ) : (
                          <IconCopy size={14} aria-hidden />
                        )
                      }
                    >
                      {copied?.id === saved.id ? t('saved.copied') : t('saved.copy')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() => setDeleting(saved)}
                      aria-label={t('saved.deleteLabel', { name: saved.name })}
                    >
                      {t('saved.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <VisuallyHidden aria-live="polite">
        {copied ? t('saved.copiedText', { name: copied.name }) : ''}
      </VisuallyHidden>
      {deleting && (
        <ConfirmDialog
          title={t('saved.deleteTitle')}
          message={t('saved.confirmDelete', { name: deleting.name })}
          pending={remove.isPending}
          onYes={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      )}
      {search.dialogs}
    </>
  );
}
