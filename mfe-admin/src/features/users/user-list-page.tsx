import {
  Badge,
  Button,
  CloseButton,
  COUNTY_STAFF_ROLES,
  Group,
  Paper,
  showAlert,
  Stack,
  Text,
  TextInput,
  Title,
  useDebouncedValue,
  useNavigate,
  useSearchParams,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { saveFile } from '@lrp/shared/sections';
import { USER_LIST_PAGE_SIZE, type UserListItem } from '@lrp/contract';
import { useExportUsers, useUserListAction, useUsers } from './api/user-manager-api';
import { Select, Table } from '@lrp/shared/widgets';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from '../common/confirm-dialog';
import { ListTable, useListPages } from '../common/list-table';
import { AccountFinder } from './account-finder';

type StatusFilter = 'ALL' | 'A' | 'I' | 'P';
const FILTER_DEBOUNCE_MS = 250;
// Pending is a filled yellow badge with dark text (autoContrast): light yellow text cannot meet AA contrast.
const STATUS_BADGE = {
  I: { color: 'gray', variant: 'light', key: 'inactive' },
  P: { color: 'yellow', variant: 'filled', key: 'pending' },
  L: { color: 'red', variant: 'light', key: 'locked' },
} as const;

/** /userManager: the users an administrator may manage, filtered and paged 10 at a time (spec 3 §2.1). */
export function UserListPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const role = useSessionStore((s) => s.user?.role);
  const countyStaff = role !== undefined && COUNTY_STAFF_ROLES.includes(role);
  const [filterText, setFilterText] = useState('');
  const [statusType, setStatusType] = useState<StatusFilter>('ALL');
  const [accountId, setAccountId] = useState<number | null>(() =>
    params.get('accountId') ? Number(params.get('accountId')) : null,
  );
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [debouncedFilter] = useDebouncedValue(filterText, FILTER_DEBOUNCE_MS);
  const request = {
    filterText: debouncedFilter,
    statusType,
    accountId: countyStaff ? accountId : null,
  };
  const list = useUsers(request);
  const toggle = useUserListAction('userChangeStatusList');
  const remove = useUserListAction('userDelete');
  const exportUsers = useExportUsers();
  const users = list.data ?? null;
  const busy = toggle.isPending || remove.isPending || exportUsers.isPending;

  const pages = useListPages(users, USER_LIST_PAGE_SIZE, request);

  const changeStatus = (user: UserListItem) => {
    const run = () => {
      if (!busy) toggle.mutate({ userId: user.id, ...request });
    };
    // Activating a locked or pending user asks first (spec 3 §4); other changes happen at once.
    if (user.status === 'L')
      setConfirmation({ message: t('users.confirm.activateLocked'), onYes: run });
    else if (user.status === 'P')
      setConfirmation({ message: t('users.confirm.activatePending'), onYes: run });
    else run();
  };
  const deleteUser = (user: UserListItem) =>
    setConfirmation({
      message: t('users.confirm.delete', { username: user.username }),
      onYes: () => {
        if (!busy)
          remove.mutate(
            { userId: user.id, ...request },
            {
              onSuccess: (reply) =>
                reply.message && showAlert({ kind: 'info', message: reply.message }),
            },
          );
      },
    });
  const exportList = () => {
    if (!busy) exportUsers.mutate(request, { onSuccess: (file) => saveFile(file, 'users.xlsx') });
  };

  return (
    <Stack gap="md">
      <Title order={2}>{t('users.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <Group gap="md" align="flex-end" wrap="wrap" justify="space-between">
          <Group gap="md" align="flex-end" wrap="wrap">
            <TextInput
              label={t('users.filter')}
              placeholder={t('users.filterHint')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={filterText}
              onChange={(e) => setFilterText(e.currentTarget.value)}
              rightSection={
                filterText ? (
                  <CloseButton
                    aria-label={t('users.clearFilter')}
                    onClick={() => setFilterText('')}
                  />
                ) : null
              }
              w={280}
            />
            <Select
              label={t('users.status')}
              value={statusType}
              onChange={(v) => setStatusType((v ?? 'ALL') as StatusFilter)}
              data={(['ALL', 'A', 'I', 'P'] as const).map((s) => ({
                value: s,
                label: t(`users.statuses.${s}`),
              }))}
              allowDeselect={false}
              w={160}
            />
            {countyStaff && <AccountFinder accountId={accountId} onChange={setAccountId} />}
          </Group>
          <Group gap="sm">
            <Button onClick={() => navigate('/userManager/0')}>{t('users.new')}</Button>
            <Button variant="light" onClick={exportList} loading={exportUsers.isPending}>
              {t('users.export')}
            </Button>
          </Group>
        </Group>
      </Paper>
      <ListTable
        label={t('users.title')}
        query={list}
        loadingLabel={t('users.loading')}
        failedTitle={t('users.failed')}
        headings={[
          t('users.columns.username'),
          t('users.columns.name'),
          t('users.columns.account'),
          t('users.columns.userType'),
          t('users.columns.actions'),
        ]}
        list={pages}
        empty={t('users.empty')}
        pagesLabel={t('users.pages')}
        highlightOnHover
      >
        {pages.shown.map((user) => {
          const badge = user.status !== 'A' ? STATUS_BADGE[user.status] : null;
          return (
            <Table.Tr key={user.id}>
              <Table.Td>
                {/* The badge goes under the name when the cell is narrow, never cut short. */}
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={500}>
                    {user.username}
                  </Text>
                  {badge && (
                    <Badge
                      color={badge.color}
                      variant={badge.variant}
                      autoContrast
                      size="sm"
                      tt="none"
                      style={{ flexShrink: 0, overflow: 'visible' }}
                    >
                      {t(`users.badges.${badge.key}`)}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{user.fullName}</Table.Td>
              <Table.Td>{user.accountName ?? '—'}</Table.Td>
              <Table.Td>{user.roleDescription}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => navigate(`/userManager/${user.id}`)}
                    aria-label={t('users.actions.editUser', { username: user.username })}
                  >
                    {t('users.actions.edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => navigate(`/userManager/userPassword/${user.id}`)}
                    aria-label={t('users.actions.passwordOf', { username: user.username })}
                  >
                    {t('users.actions.password')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => changeStatus(user)}
                    aria-label={t(
                      user.status === 'A'
                        ? 'users.actions.deactivateUser'
                        : 'users.actions.activateUser',
                      { username: user.username },
                    )}
                  >
                    {t(user.status === 'A' ? 'users.actions.deactivate' : 'users.actions.activate')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => deleteUser(user)}
                    aria-label={t('users.actions.deleteUser', { username: user.username })}
                  >
                    {t('users.actions.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListTable>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Stack>
  );
}
