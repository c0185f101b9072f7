import { Stack, Text, useTranslation } from '@lrp/shared';
import { DETAIL_ROWS_PER_PAGE, PAGER_PAGES_SHOWN } from '@lrp/contract';
import { Table } from '@lrp/shared/widgets';
import { type ReactNode, useState } from 'react';
import { Pager } from '../results/pager';
import { pageCountOf } from '../results/pager-model';

/** Label and value lines of a detail panel (empty values shown as a dash). */
export function FieldList({ fields }: { fields: [label: string, value: ReactNode][] }) {
  return (
    <dl
      style={{
        margin: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: '2px 12px',
      }}
    >
      {fields.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" fw={600}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value === '' || value === null || value === undefined ? '-' : value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

/**
 * A detail panel's table (spec 2 §4): `perPage` rows a page (3 unless said), its own pager from page 1,
 * 'None' when empty.
 */
export function PagedTable({
  label,
  headings,
  rows,
  perPage = DETAIL_ROWS_PER_PAGE,
  action,
}: {
  label: string;
  headings: string[];
  rows: ReactNode[][];
  perPage?: number;
  action?: ReactNode;
}) {
  const { t } = useTranslation('search');
  const [page, setPage] = useState(1);
  const pageCount = pageCountOf(rows.length, perPage);
  const shown = rows.slice((page - 1) * perPage, page * perPage);
  return (
    <Stack gap={4} component="section" aria-label={label}>
      <Text size="sm" fw={700}>
        {label} {action}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('detail.none')}
        </Text>
      ) : (
        <>
          <Table withTableBorder striped fz="sm" aria-label={label}>
            <Table.Thead>
              <Table.Tr>
                {headings.map((h) => (
                  <Table.Th key={h} scope="col">
                    {h}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row, r) => (
                <Table.Tr key={r}>
                  {row.map((cell, c) => (
                    <Table.Td key={c}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {pageCount > 1 && (
            <Pager
              label={t('pager.tablePages', { table: label })}
              pageCount={pageCount}
              selected={page}
              shown={PAGER_PAGES_SHOWN.detail}
              onPage={setPage}
            />
          )}
        </>
      )}
    </Stack>
  );
}
