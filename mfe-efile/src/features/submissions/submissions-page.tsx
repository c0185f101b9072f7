import {
  type EfileReviewRequest,
  type EfileStatus,
  type EfileSubmissionRow,
  EFILE_STATUSES,
  formatMoney,
} from '@lrp/contract';
import {
  Anchor,
  Badge,
  Button,
  EmptyState,
  Group,
  Link,
  Loader,
  type MantineColor,
  Paper,
  QueryFailure,
  showAlert,
  Stack,
  Text,
  Title,
  useTranslation,
} from '@lrp/shared';
import { Pagination, Select, Table } from '@lrp/shared/widgets';
import { useState } from 'react';
import {
  type SubmissionsFilter,
  useReviewSubmission,
  useSubmissionDocument,
  useSubmissions,
} from './api/submissions-api';
import { RejectDialog } from './reject-dialog';

const STATUS_COLORS: Record<EfileStatus, MantineColor> = {
  NEW: 'blue',
  IN_REVIEW: 'yellow',
  ACCEPTED: 'green',
  REJECTED: 'red',
};
const FILTERS = ['ALL', ...EFILE_STATUSES] as const;

/**
 * /efile/submissions (COUNTY and TRIMIN): the documents submitted for recording, a page at a time and by status,
 * each with its document to open and its review: Start review, Accept, Reject with a reason.
 */
export default function SubmissionsPage() {
  const { t, i18n } = useTranslation('efile');
  const [filter, setFilter] = useState<SubmissionsFilter>({ status: 'ALL', page: 1 });
  const list = useSubmissions(filter);
  const review = useReviewSubmission();
  const openDocument = useSubmissionDocument();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const busy = review.isPending || openDocument.isPending;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  const act = (request: EfileReviewRequest) => {
    if (busy) return;
    review.mutate(request, {
      onSuccess: (reply) => reply.message && showAlert({ kind: 'info', message: reply.message }),
    });
  };
  const open = (row: EfileSubmissionRow) => {
    if (busy) return;
    // Opened before the call, so the browser counts it as the click's and not as a pop-up.
    const view = window.open('', '_blank');
    openDocument.mutate(row.transactionNumber, {
      onSuccess: (file) => {
        const url = URL.createObjectURL(file);
        if (view) view.location.href = url;
        else window.open(url, '_blank');
      },
      onError: () => view?.close(),
    });
  };

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const headings = [
    t('submissions.columns.number'),
    t('submissions.columns.submitted'),
    t('submissions.columns.type'),
    t('submissions.columns.submitter'),
    t('submissions.columns.pages'),
    t('submissions.columns.total'),
    t('submissions.columns.payment'),
    t('submissions.columns.status'),
    t('submissions.columns.reviewer'),
    t('submissions.columns.actions'),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2}>{t('submissions.title')}</Title>
        <Anchor component={Link} to="/efile">
          {t('submissions.toForm')}
        </Anchor>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Select
          label={t('submissions.status')}
          value={filter.status}
          onChange={(v) =>
            setFilter({ status: (v ?? 'ALL') as SubmissionsFilter['status'], page: 1 })
          }
          data={FILTERS.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          allowDeselect={false}
          w={220}
        />
      </Paper>
      {list.isError ? (
        <QueryFailure
          title={t('submissions.failed')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('submissions.loading')} />
        </Group>
      ) : data.rows.length === 0 ? (
        <EmptyState title={t('submissions.empty')} headingLevel={3}>
          {t(filter.status === 'ALL' ? 'submissions.emptyAll' : 'submissions.emptyStatus')}
        </EmptyState>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={1000}>
            <Table striped verticalSpacing="sm" aria-label={t('submissions.title')}>
              <Table.Thead>
                <Table.Tr>
                  {headings.map((heading) => (
                    <Table.Th key={heading} scope="col">
                      {heading}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) => (
                  <Table.Tr key={row.transactionNumber}>
                    <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                      {row.transactionNumber}
                    </Table.Th>
                    <Table.Td>{when(row.submittedAt)}</Table.Td>
                    <Table.Td>{t(`types.${row.efileType}`)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{row.name}</Text>
                      <Text size="xs" c="dimmed">
                        {[row.email, row.accountName].filter(Boolean).join(' · ')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{row.numberOfPages}</Table.Td>
                    <Table.Td ta="right">{formatMoney(row.totalCharge)}</Table.Td>
                    <Table.Td>{t(`methods.${row.paymentMethod}`)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[row.status]} variant="light" tt="none">
                        {t(`statuses.${row.status}`)}
                      </Badge>
                      {row.reason && (
                        <Text size="xs" c="dimmed" mt={4}>
                          {t('submissions.reason', { reason: row.reason })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {row.reviewedBy && (
                        <>
                          <Text size="sm">{row.reviewedBy}</Text>
                          {row.reviewedAt && (
                            <Text size="xs" c="dimmed">
                              {when(row.reviewedAt)}
                            </Text>
                          )}
                        </>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <RowActions
                        row={row}
                        onOpen={() => open(row)}
                        onReview={(action) =>
                          action === 'REJECT'
                            ? !busy && setRejecting(row.transactionNumber)
                            : act({ transactionNumber: row.transactionNumber, action, reason: '' })
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" p="sm" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('pager.displaying', {
                ns: 'common',
                from: (data.page - 1) * data.pageSize + 1,
                to: (data.page - 1) * data.pageSize + data.rows.length,
                total: data.total,
              })}
            </Text>
            {pages > 1 && (
              <Pagination
                total={pages}
                value={data.page}
                onChange={(page) => setFilter({ ...filter, page })}
                size="sm"
                aria-label={t('submissions.pages')}
              />
            )}
          </Group>
        </Paper>
      )}
      <RejectDialog
        transactionNumber={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(reason) => {
          const transactionNumber = rejecting;
          setRejecting(null);
          if (transactionNumber) act({ transactionNumber, action: 'REJECT', reason });
        }}
      />
    </Stack>
  );
}

/** A row's buttons, each named with its transaction number: the document, and the review steps its state allows. */
function RowActions({
  row,
  onOpen,
  onReview,
}: {
  row: EfileSubmissionRow;
  onOpen: () => void;
  onReview: (action: EfileReviewRequest['action']) => void;
}) {
  const { t } = useTranslation('efile');
  const number = row.transactionNumber;
  const open = row.status === 'NEW' || row.status === 'IN_REVIEW';
  const button = (label: string, name: string, onClick: () => void, color?: MantineColor) => (
    <Button size="compact-sm" variant="subtle" color={color} aria-label={name} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <Stack gap={2} align="flex-start">
      {button(t('review.document'), t('review.documentOf', { number }), onOpen)}
      {row.status === 'NEW' &&
        button(t('review.start'), t('review.startOf', { number }), () => onReview('REVIEW'))}
      {open &&
        button(
          t('review.accept'),
          t('review.acceptOf', { number }),
          () => onReview('ACCEPT'),
          'green',
        )}
      {open &&
        button(
          t('review.reject'),
          t('review.rejectOf', { number }),
          () => onReview('REJECT'),
          'red',
        )}
    </Stack>
  );
}
