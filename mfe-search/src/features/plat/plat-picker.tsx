import {
  Button,
  Group,
  Stack,
  TextInput,
  UnstyledButton,
  useTranslation,
  VisuallyHidden,
} from '@lrp/shared';
import { PICKER_ROWS_PER_PAGE, type Plat } from '@lrp/contract';
import { Modal, Pagination, Table } from '@lrp/shared/widgets';
import { useMemo, useState } from 'react';

type SortBy = 'number' | 'name';

/** The plats sorted by number (numerically where they are numbers) or name. */
export function sortPlats(plats: readonly Plat[], by: SortBy): Plat[] {
  return [...plats].sort((a, b) =>
    a[by].localeCompare(b[by], undefined, { numeric: true, sensitivity: 'base' }),
  );
}

/** The page (1-based) holding the first plat at or after `text` in the sorted column. */
export function pageOfPosition(sorted: readonly Plat[], by: SortBy, text: string): number {
  const wanted = text.trim();
  if (!wanted) return 1;
  const index = sorted.findIndex(
    (p) => p[by].localeCompare(wanted, undefined, { numeric: true, sensitivity: 'base' }) >= 0,
  );
  const at = index === -1 ? sorted.length - 1 : index;
  return Math.floor(Math.max(at, 0) / PICKER_ROWS_PER_PAGE) + 1;
}

/**
 * Full List (spec 2 §2 "plat picker"): every plat, 10 per page, sortable by number or name (the column headers),
 * positioned to a typed value; choosing a row selects the plat.
 */
export default function PlatPicker({
  plats,
  onSelect,
  onClose,
}: {
  plats: Plat[];
  onSelect: (plat: Plat) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('search');
  const [sortBy, setSortBy] = useState<SortBy>('number');
  const [page, setPage] = useState(1);
  const [position, setPosition] = useState('');
  const sorted = useMemo(() => sortPlats(plats, sortBy), [plats, sortBy]);
  const pages = Math.max(1, Math.ceil(sorted.length / PICKER_ROWS_PER_PAGE));
  const shown = sorted.slice((page - 1) * PICKER_ROWS_PER_PAGE, page * PICKER_ROWS_PER_PAGE);
  const sortHeader = (by: SortBy, label: string) => (
    <Table.Th aria-sort={sortBy === by ? 'ascending' : 'none'}>
      <UnstyledButton
        fw={700}
        onClick={() => {
          setSortBy(by);
          setPage(1);
        }}
      >
        {label}
      </UnstyledButton>
    </Table.Th>
  );
  return (
    <Modal opened onClose={onClose} title={t('plat.pickerTitle')} size="lg" centered>
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('plat.positionTo', {
              column: t(sortBy === 'number' ? 'fields.platNumber' : 'fields.platName'),
            })}
            value={position}
            onChange={(e) => {
              setPosition(e.currentTarget.value);
              setPage(pageOfPosition(sorted, sortBy, e.currentTarget.value));
            }}
            style={{ flex: 1 }}
          />
        </Group>
        <Table striped highlightOnHover aria-label={t('plat.pickerTitle')}>
          <Table.Thead>
            <Table.Tr>
              {sortHeader('number', t('fields.platNumber'))}
              {sortHeader('name', t('fields.platName'))}
              <Table.Th>
                <VisuallyHidden>{t('plat.choose')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((plat) => (
              <Table.Tr key={plat.code}>
                <Table.Td>{plat.number}</Table.Td>
                <Table.Td>{plat.name}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => onSelect(plat)}
                    aria-label={t('plat.chooseOne', { name: plat.name })}
                  >
                    {t('plat.choose')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} withEdges />}
      </Stack>
    </Modal>
  );
}
