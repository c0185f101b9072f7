import {
  Button,
  CloseButton,
  Group,
  Stack,
  Text,
  TextInput,
  useDisclosure,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { Modal, ScrollArea } from '@lrp/shared/widgets';
import { useState } from 'react';

/**
 * The user list's account finder (TRIMIN and COUNTY, spec 3 §2.1): a field showing the chosen account, a lookup
 * dialog that filters the allowable accounts by name, and a reset.
 */
export function AccountFinder({
  accountId,
  onChange,
}: {
  accountId: number | null;
  onChange: (accountId: number | null) => void;
}) {
  const { t } = useTranslation('admin');
  const accounts = useSessionStore((s) => s.user?.allowableAccounts ?? []);
  const [opened, { open, close }] = useDisclosure(false);
  const [text, setText] = useState('');
  const chosen = accounts.find((a) => Number(a.code) === accountId);
  const shown = accounts.filter((a) =>
    a.description.toLowerCase().includes(text.trim().toLowerCase()),
  );
  return (
    <>
      {/* Wraps on a narrow screen: the field shrinks to the width there is, the buttons go below it. */}
      <Group gap={4} align="flex-end" wrap="wrap">
        <TextInput
          label={t('users.account')}
          value={chosen?.description ?? t('users.allAccounts')}
          readOnly
          w={240}
          maw="100%"
        />
        <Button variant="light" onClick={open}>
          {t('users.findAccount')}
        </Button>
        {accountId !== null && (
          <Button variant="subtle" onClick={() => onChange(null)}>
            {t('users.resetAccount')}
          </Button>
        )}
      </Group>
      <Modal opened={opened} onClose={close} title={t('users.findAccount')} centered>
        <Stack gap="sm">
          <TextInput
            label={t('users.accountName')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            rightSection={
              text ? (
                <CloseButton aria-label={t('users.clearFilter')} onClick={() => setText('')} />
              ) : null
            }
            data-autofocus
          />
          <ScrollArea.Autosize mah={320}>
            <Stack gap={4} role="list" aria-label={t('users.accounts')}>
              {shown.map((a) => (
                <div role="listitem" key={a.code}>
                  <Button
                    variant="subtle"
                    fullWidth
                    justify="flex-start"
                    onClick={() => {
                      onChange(Number(a.code));
                      close();
                    }}
                  >
                    {a.description}
                  </Button>
                </div>
              ))}
              {shown.length === 0 && <Text c="dimmed">{t('users.noAccounts')}</Text>}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      </Modal>
    </>
  );
}
