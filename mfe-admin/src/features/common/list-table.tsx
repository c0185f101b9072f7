import { Group, Loader, Paper, QueryFailure, Text, useTranslation } from '@lrp/shared';
import { Pagination, Table } from '@lrp/shared/widgets';
import { useState, type ReactNode } from 'react';

/*
 * The administration lists (users, accounts): the whole list is loaded, then shown a page at a time with
 * 'Displaying x-y of n' and a pager; a new filter starts again at page 1.
 */

export type ListPages<T> = {
  shown: T[];
  from: number;
  to: number;
  total: number;
  pages: number;
  current: number;
  goTo: (page: number) => void;
};

/** Pages of `items` (null while loading), `pageSize` a page; back to page 1 whenever `request` changes. */
export function useListPages<T>(
  items: T[] | null,
  pageSize: number,
  request: object,
): ListPages<T> {
  const key = JSON.stringify(request);
  const [page, setPage] = useState({ key, number: 1 });
  if (page.key !== key) setPage({ key, number: 1 });
  const total = items?.length ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page.number, pages);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  return {
    shown: items?.slice(from - 1, to) ?? [],
    from,
    to,
    total,
    pages,
    current,
    goTo: (number) => setPage({ key, number }),
  };
}

/**
 * The list's table (`children`: the page's rows), its empty row, and the count and pager under it; a loader while
 * the list loads, and the failure with Retry when it could not.
 */
export function ListTable<T>({
  label,
  headings,
  list,
  query,
  loadingLabel,
  failedTitle,
  empty,
  pagesLabel,
  highlightOnHover,
  children,
}: {
  label: string;
  headings: string[];
  list: ListPages<T>;
  /** The list's query (TanStack Query): loading until it has data, its failure with Retry. */
  query: { data: unknown; isError: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  failedTitle: string;
  empty: string;
  pagesLabel: string;
  highlightOnHover?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  if (query.isError)
    return (
      <QueryFailure title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (query.data === undefined)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={loadingLabel} />
      </Group>
    );
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover={highlightOnHover} verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {headings.map((heading) => (
                <Table.Th key={heading}>{heading}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {children}
            {list.shown.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={headings.length}>
                  <Text c="dimmed" ta="center" py="md">
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" p="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('pager.displaying', { from: list.from, to: list.to, total: list.total })}
        </Text>
        {list.pages > 1 && (
          <Pagination
            total={list.pages}
            value={list.current}
            onChange={list.goTo}
            size="sm"
            aria-label={pagesLabel}
          />
        )}
      </Group>
    </Paper>
  );
}
