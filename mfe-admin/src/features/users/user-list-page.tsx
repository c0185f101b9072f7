import {
  Badge,
  CloseButton,
  Group,
  Loader,
  Paper,
  QueryFailure,
  Stack,
  Text,
  TextInput,
  Title,
  useDebouncedValue,
  useTranslation,
} from '@lrp/shared';
import { USER_LIST_PAGE_SIZE, useUsers } from '@lrp/shared/admin';
import { Pagination, Select, Table } from '@lrp/shared/widgets';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

type StatusFilter = 'ALL' | 'A' | 'I' | 'P';
const FILTER_DEBOUNCE_MS = 250;
const STATUS_BADGE = { I: { color: 'gray', key: 'inactive' }, P: { color: 'yellow', key: 'pending' }, L: { color: 'red', key: 'locked' } } as const;

/** /userManager: the users an administrator may manage, filtered and paged 10 at a time (spec 3 §2.1). */
export function UserListPage() {
  const { t } = useTranslation('admin');
  const [filterText, setFilterText] = useState('');
  const [statusType, setStatusType] = useState<StatusFilter>('ALL');
  const [debouncedFilter] = useDebouncedValue(filterText, FILTER_DEBOUNCE_MS);
  const request = { filterText: debouncedFilter, statusType, accountId: null };
  const [page, setPage] = useState({ request: JSON.stringify(request), number: 1 });
  // A new filter starts again at page 1.
  if (page.request !== JSON.stringify(request)) setPage({ request: JSON.stringify(request), number: 1 });
  const list = useUsers(request);
  const users = list.data ?? null;
  const current = page.number;

  const total = users?.length ?? 0;
  const pages = Math.max(1, Math.ceil(total / USER_LIST_PAGE_SIZE));
  const from = total === 0 ? 0 : (current - 1) * USER_LIST_PAGE_SIZE + 1;
  const to = Math.min(total, current * USER_LIST_PAGE_SIZE);
  const shown = users?.slice(from - 1, to) ?? [];

  return (
    <Stack gap="md">
      <Title order={2}>{t('users.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            label={t('users.filter')}
            placeholder={t('users.filterHint')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filterText}
            onChange={(e) => setFilterText(e.currentTarget.value)}
            rightSection={filterText ? <CloseButton aria-label={t('users.clearFilter')} onClick={() => setFilterText('')} /> : null}
            w={320}
          />
          <Select
            label={t('users.status')}
            value={statusType}
            onChange={(v) => setStatusType((v ?? 'ALL') as StatusFilter)}
            data={(['ALL', 'A', 'I', 'P'] as const).map((s) => ({ value: s, label: t(`users.statuses.${s}`) }))}
            allowDeselect={false}
            w={180}
          />
        </Group>
      </Paper>
      {list.isError && <QueryFailure title={t('users.failed')} error={list.error} onRetry={() => void list.refetch()} />}
      {users === null && !list.isError ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('users.loading')} />
        </Group>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('users.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.columns.username')}</Table.Th>
                  <Table.Th>{t('users.columns.name')}</Table.Th>
                  <Table.Th>{t('users.columns.account')}</Table.Th>
                  <Table.Th>{t('users.columns.userType')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((user) => {
                  const badge = user.status !== 'A' ? STATUS_BADGE[user.status] : null;
                  return (
                    <Table.Tr key={user.id}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Text size="sm" fw={500}>
                            {user.username}
                          </Text>
                          {badge && (
                            <Badge color={badge.color} variant="light" size="sm" tt="none">
                              {t(`users.badges.${badge.key}`)}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{user.fullName}</Table.Td>
                      <Table.Td>{user.accountName ?? '—'}</Table.Td>
                      <Table.Td>{user.roleDescription}</Table.Td>
                    </Table.Tr>
                  );
                })}
                {shown.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Text c="dimmed" ta="center" py="md">
                        {t('users.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" p="sm" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('pager.displaying', { ns: 'common', from, to, total })}
            </Text>
            {pages > 1 && <Pagination
                total={pages}
                value={current}
                onChange={(number) => setPage((p) => ({ ...p, number }))}
                size="sm"
                aria-label={t('users.pages')}
              />}
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
