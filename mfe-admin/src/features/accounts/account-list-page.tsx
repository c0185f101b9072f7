import {
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  showAlert,
  Stack,
  Text,
  TextInput,
  Title,
  useDebouncedValue,
  useNavigate,
  useTranslation,
} from '@lrp/shared';
import { saveFile } from '@lrp/shared/sections';
import { ACCOUNT_LIST_PAGE_SIZE, type AccountListItem } from '@lrp/contract';
import { useAccountListAction, useAccounts, useExportAccounts } from './api/accounts-api';
import { Menu, Select, Table } from '@lrp/shared/widgets';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from '../common/confirm-dialog';
import { ListTable, useListPages } from '../common/list-table';

type StatusFilter = 'ALL' | 'A' | 'NB' | 'NIR' | 'I';

/** /controlPanel/accounts: the county's accounts, 10 per page, with their More menu (spec 3 §2.2). */
export function AccountListPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [filterText, setFilterText] = useState('');
  const [statusType, setStatusType] = useState<StatusFilter>('ALL');
  const [debounced] = useDebouncedValue(filterText, 250);
  const request = { filterText: debounced, statusType };
  const list = useAccounts(request);
  const toggle = useAccountListAction('accountChangeStatusList');
  const remove = useAccountListAction('accountDelete');
  const exportAccounts = useExportAccounts();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const busy = toggle.isPending || remove.isPending || exportAccounts.isPending;
  const accounts = list.data?.accounts ?? null;
  const pages = useListPages(accounts, ACCOUNT_LIST_PAGE_SIZE, request);
  const sub = (screen: string, a: AccountListItem) =>
    navigate(`/controlPanel/${screen}/${a.id}/${encodeURIComponent(a.name)}`);

  const changeStatus = (a: AccountListItem) =>
    setConfirmation({
      message: t(a.status === 'A' ? 'accounts.confirm.deactivate' : 'accounts.confirm.activate', {
        name: a.name,
      }),
      onYes: () => !busy && toggle.mutate({ accountId: a.id, ...request }),
    });
  const deleteAccount = (a: AccountListItem) =>
    setConfirmation({
      message: t('accounts.confirm.delete', { name: a.name }),
      onYes: () =>
        !busy &&
        remove.mutate(
          { accountId: a.id, ...request },
          {
            onSuccess: (reply) =>
              reply.message && showAlert({ kind: 'info', message: reply.message }),
          },
        ),
    });

  return (
    <Stack gap="md">
      <Title order={2}>{t('accounts.title')}</Title>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={t('accounts.filter')}
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
              w={260}
            />
            <Select
              label={t('accounts.status')}
              value={statusType}
              onChange={(v) => setStatusType((v ?? 'ALL') as StatusFilter)}
              data={(['ALL', 'A', 'NB', 'NIR', 'I'] as const).map((s) => ({
                value: s,
                label: t(`accounts.statuses.${s}`),
              }))}
              allowDeselect={false}
              w={200}
            />
          </Group>
          <Group>
            <Button onClick={() => navigate('/controlPanel/accounts/0')}>{t('users.new')}</Button>
            <Button
              variant="light"
              loading={exportAccounts.isPending}
              onClick={() =>
                !busy &&
                exportAccounts.mutate(request, {
                  onSuccess: (file) => saveFile(file, 'accounts.xlsx'),
                })
              }
            >
              {t('users.export')}
            </Button>
          </Group>
        </Group>
      </Paper>
      <ListTable
        label={t('accounts.title')}
        query={list}
        loadingLabel={t('accounts.loading')}
        failedTitle={t('accounts.failed')}
        headings={[
          t('accounts.columns.account'),
          t('accounts.columns.type'),
          t('accounts.columns.paymentMethod'),
          t('accounts.columns.monthlyFee'),
          t('users.columns.actions'),
        ]}
        list={pages}
        empty={t('accounts.empty')}
        pagesLabel={t('accounts.pages')}
      >
        {pages.shown.map((a) => (
          <Table.Tr key={a.id}>
            <Table.Td>
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={500}>
                  {a.name}
                </Text>
                {a.status === 'I' && (
                  <Badge color="gray" variant="light" size="sm" tt="none">
                    {t('users.badges.inactive')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{a.accountTypeDescription}</Table.Td>
            <Table.Td>{a.paymentMethodDescription}</Table.Td>
            <Table.Td>{a.monthlyFee}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={t('accounts.actions.editAccount', { name: a.name })}
                  onClick={() => navigate(`/controlPanel/accounts/${a.id}`)}
                >
                  {t('users.actions.edit')}
                </Button>
                <Menu position="bottom-end">
                  <Menu.Target>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('accounts.actions.moreFor', { name: a.name })}
                    >
                      {t('accounts.actions.more')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => sub('accountPageAccess', a)}>
                      {t('accounts.actions.access')}
                    </Menu.Item>
                    <Menu.Item onClick={() => sub('accountDocTypes', a)}>
                      {t('accounts.actions.docTypes')}
                    </Menu.Item>
                    {a.accountType === 'FLAT_FEE' && list.data?.countyAdminReload && (
                      <Menu.Item onClick={() => sub('accountReload', a)}>
                        {t('accounts.actions.reload')}
                      </Menu.Item>
                    )}
                    <Menu.Item onClick={() => sub('accountTasks', a)}>
                      {t('accounts.actions.tasks')}
                    </Menu.Item>
                    <Menu.Item onClick={() => navigate(`/userManager?accountId=${a.id}`)}>
                      {t('accounts.actions.users', { count: a.userCount })}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-label={t(
                    a.status === 'A'
                      ? 'accounts.actions.deactivateAccount'
                      : 'accounts.actions.activateAccount',
                    { name: a.name },
                  )}
                  onClick={() => changeStatus(a)}
                >
                  {t(a.status === 'A' ? 'users.actions.deactivate' : 'users.actions.activate')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('accounts.actions.deleteAccount', { name: a.name })}
                  onClick={() => deleteAccount(a)}
                >
                  {t('users.actions.delete')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Stack>
  );
}
