import {
  Button,
  Group,
  Loader,
  QueryFailure,
  Stack,
  Text,
  TextInput,
  useTranslation,
  VisuallyHidden,
} from '@lrp/shared';
import { Modal, Table } from '@lrp/shared/widgets';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useReportUsers } from './api/reports-api';

/**
 * The user picker (spec 2 dialog:userPicker): a name searched, the users who match in a table, and Choose on a
 * row to fill the report's Username. Enter searches; Tab reaches each row's Choose; Escape closes.
 */
export function UserPickerDialog({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (username: string) => void;
}) {
  const { t } = useTranslation('reports');
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const users = useReportUsers(searched);
  return (
    <Modal opened={opened} onClose={onClose} title={t('picker.title')} centered size="lg">
      <Stack gap="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSearched(text.trim());
          }}
        >
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label={t('picker.name')}
              description={t('picker.nameHelp')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={100}
              autoComplete="off"
              data-autofocus
              style={{ flex: '1 1 12rem' }}
            />
            <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
              {t('picker.search')}
            </Button>
          </Group>
        </form>
        <div role="status">
          {users.isFetching && <Loader size="sm" aria-label={t('picker.searching')} />}
          {users.data && !users.isFetching && (
            <Text size="sm" c="dimmed">
              {t('picker.found', { count: users.data.length })}
            </Text>
          )}
        </div>
        {users.isError && (
          <QueryFailure
            title={t('picker.failed')}
            error={users.error}
            onRetry={() => void users.refetch()}
          />
        )}
        {users.data && users.data.length > 0 && (
          <Table.ScrollContainer minWidth={420} mah={360} type="native">
            <Table aria-label={t('picker.results')} striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('picker.username')}</Table.Th>
                  <Table.Th scope="col">{t('picker.fullName')}</Table.Th>
                  <Table.Th scope="col">{t('picker.account')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('picker.choose')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.map((user) => (
                  <Table.Tr key={user.username}>
                    <Table.Td>{user.username}</Table.Td>
                    <Table.Td>{user.name}</Table.Td>
                    <Table.Td>{user.accountName ?? ''}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('picker.chooseUser', { username: user.username })}
                        onClick={() => {
                          onPick(user.username);
                          onClose();
                        }}
                      >
                        {t('picker.choose')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  );
}
