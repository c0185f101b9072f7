import type { ServiceCredential } from '@lrp/contract';
import { Button, Text, useTranslation } from '@lrp/shared';
import { Table } from '@lrp/shared/widgets';
import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from '../../common/confirm-dialog';
import { ListTable, useListPages } from '../../common/list-table';
import { useRevokeServiceCredential, useServiceCredentials } from '../api/recording-feed-api';

const PAGE_SIZE = 20;

/**
 * The credentials, newest first: name, the token's first characters, who created it and when, its last use, and
 * whether it is active or revoked. Revoke asks first; the token is refused from the next call on.
 */
export function CredentialTable({ label }: { label: string }) {
  const { t, i18n } = useTranslation('admin');
  const credentials = useServiceCredentials();
  const revoke = useRevokeServiceCredential();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const pages = useListPages(credentials.data ?? null, PAGE_SIZE, {});
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const askToRevoke = (credential: ServiceCredential) =>
    setConfirmation({
      message: t('technical.recordingFeed.confirmRevoke', { name: credential.name }),
      onYes: () => !revoke.isPending && revoke.mutate(credential.id),
    });
  return (
    <>
      <ListTable
        label={label}
        query={credentials}
        loadingLabel={t('technical.recordingFeed.loading')}
        failedTitle={t('technical.recordingFeed.failed')}
        headings={[
          t('technical.recordingFeed.columns.name'),
          t('technical.recordingFeed.columns.prefix'),
          t('technical.recordingFeed.columns.created'),
          t('technical.recordingFeed.columns.lastUsed'),
          t('technical.recordingFeed.columns.status'),
          t('technical.recordingFeed.columns.action'),
        ]}
        list={pages}
        empty={t('technical.recordingFeed.empty')}
        pagesLabel={t('technical.recordingFeed.pages')}
      >
        {pages.shown.map((c) => (
          <Table.Tr key={c.id}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {c.name}
              </Text>
            </Table.Td>
            <Table.Td ff="monospace">{`${c.prefix}…`}</Table.Td>
            <Table.Td>
              {t('technical.recordingFeed.createdBy', { at: when(c.createdAt), by: c.createdBy })}
            </Table.Td>
            <Table.Td>
              {c.lastUsedAt ? when(c.lastUsedAt) : t('technical.recordingFeed.never')}
            </Table.Td>
            <Table.Td>
              {c.revokedAt ? (
                t('technical.recordingFeed.revoked', {
                  at: when(c.revokedAt),
                  by: c.revokedBy ?? '—',
                })
              ) : (
                <Text component="span" size="sm" fw={600} c="teal.9">
                  {t('technical.recordingFeed.active')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {!c.revokedAt && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('technical.recordingFeed.revokeLabel', { name: c.name })}
                  onClick={() => askToRevoke(c)}
                >
                  {t('technical.recordingFeed.revoke')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}
