import {
  Badge,
  Button,
  Group,
  ModuleDialog,
  Paper,
  PlainTable,
  Stack,
  Text,
  Title,
  translateMessage,
  useTranslation,
} from '@lrp/shared';
import {
  type DocumentResult,
  type GrantorGranteeBookResult,
  type ResultKind,
  RESULTS_TRUNCATION,
  SEARCH_MESSAGES,
  SEARCH_RESULT_KINDS,
  type SearchResponse,
  type SearchTypeKey,
  type TaxLienResult,
  type TorrensCertificateResult,
  type TractBookResult,
} from '@lrp/shared/search';
import { useState, type ReactNode } from 'react';

type Row = Record<string, unknown>;
type Columns = { heading: string; cell: (row: Row) => ReactNode }[];

const names = (parties: { displayName?: string; name?: string }[]) =>
  parties.map((p) => p.displayName ?? p.name).join('; ');

/** The columns of each kind of row (the real result screens, with paging and details, are the results issue's). */
const COLUMNS: Record<ResultKind, Columns> = {
  documents: [
    { heading: 'results.documentNumber', cell: (r) => (r as DocumentResult).displayDocNumber },
    { heading: 'results.instrument', cell: (r) => (r as DocumentResult).instrumentDescription },
    { heading: 'results.recordedDate', cell: (r) => (r as DocumentResult).recordedDate },
    { heading: 'results.grantors', cell: (r) => names((r as DocumentResult).grantorSearchResults) },
    { heading: 'results.grantees', cell: (r) => names((r as DocumentResult).granteeSearchResults) },
    { heading: 'results.image', cell: (r) => <ImageButton document={r as DocumentResult} /> },
  ],
  taxLiens: [
    { heading: 'results.documentNumber', cell: (r) => (r as TaxLienResult).displayDocNumber },
    { heading: 'results.lienNumber', cell: (r) => (r as TaxLienResult).lienNumber },
    { heading: 'results.lienDate', cell: (r) => (r as TaxLienResult).lienDate },
    {
      heading: 'results.taxpayers',
      cell: (r) => names((r as TaxLienResult).taxpayerSearchResults),
    },
  ],
  torrensCertificates: [
    {
      heading: 'results.certificateNumber',
      cell: (r) => (r as TorrensCertificateResult).certificateNumber,
    },
    { heading: 'results.status', cell: (r) => (r as TorrensCertificateResult).status },
    {
      heading: 'results.certifiedDate',
      cell: (r) => (r as TorrensCertificateResult).certifiedDate,
    },
  ],
  tractBooks: [
    { heading: 'results.tractBookId', cell: (r) => (r as TractBookResult).tractBookId },
    { heading: 'results.recordedDate', cell: (r) => (r as TractBookResult).recordedDate },
    { heading: 'results.instrument', cell: (r) => (r as TractBookResult).instrument },
    { heading: 'results.grantors', cell: (r) => (r as TractBookResult).grantor },
    { heading: 'results.grantees', cell: (r) => (r as TractBookResult).grantee },
  ],
  grantorGranteeBooks: [
    { heading: 'results.volume', cell: (r) => (r as GrantorGranteeBookResult).volume },
    { heading: 'results.bookType', cell: (r) => (r as GrantorGranteeBookResult).type },
    { heading: 'results.fromName', cell: (r) => (r as GrantorGranteeBookResult).fromName },
    { heading: 'results.toName', cell: (r) => (r as GrantorGranteeBookResult).toName },
  ],
};

/**
 * STOP-GAP until the result screens' detail panel has its Image button (the results issue replaces this table):
 * opens the imaging module's preview dialog for a document that allows images.
 */
function ImageButton({ document }: { document: DocumentResult }) {
  const { t } = useTranslation('search');
  const [opened, setOpened] = useState(false);
  if (!document.imageAllowed) return null;
  const title = `${document.instrumentDescription} ${document.displayDocNumber}`;
  return (
    <>
      <Button size="compact-xs" variant="default" onClick={() => setOpened(true)} aria-label={t('results.imageOf', { title })}>
        {t('results.image')}
      </Button>
      {opened && (
        <ModuleDialog
          module="mfe-imaging"
          dialog="imagePreview"
          props={{ opened, onClose: () => setOpened(false), title, sourcedDocKey: document.sourcedDocKey.docKeyNumber, docId: document.docId }}
        />
      )}
    </>
  );
}

/** A search's first page as a plain table: how many were found, the truncation badge, the rows. */
export function PlainResults({
  type,
  results,
}: {
  type: SearchTypeKey;
  results: NonNullable<SearchResponse<Row>['searchResults']>;
}) {
  const { t } = useTranslation('search');
  const columns = COLUMNS[SEARCH_RESULT_KINDS[type]];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="search-results-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4} id="search-results-title">
            {t('results.title')}
          </Title>
          <Text size="sm" role="status">
            {t('results.count', { count: results.totalRecordCount })}
          </Text>
        </Group>
        {results.totalRecordCount >= RESULTS_TRUNCATION && (
          <Badge color="red" variant="filled" style={{ textTransform: 'none' }}>
            {translateMessage(SEARCH_MESSAGES.resultsTruncated)}
          </Badge>
        )}
        {results.totalRecordCount === 0 ? (
          <Text>{translateMessage(SEARCH_MESSAGES.noRecordsFound)}</Text>
        ) : (
          <PlainTable
            label={t('results.title')}
            headings={columns.map((c) => t(c.heading))}
            rows={results.searchResultList.map((row) => columns.map((c) => c.cell(row)))}
          />
        )}
      </Stack>
    </Paper>
  );
}
