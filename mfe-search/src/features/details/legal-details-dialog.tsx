import { Button, Group, Loader, Stack, Text, useTranslation } from '@lrp/shared';
import { useState } from 'react';
import { LEGAL_DETAIL_LABELS, type LegalDetailColumn, type LegalDetailSource } from '@lrp/contract';
import { useLegalDescriptionDetails } from './api/details-api';
import { Modal, Table } from '@lrp/shared/widgets';

const TABLES = [
  ['metesAndBounds', 'metesAndBoundsHeaders', 'metesAndBoundsRows'],
  ['lotsAndBlocks', 'lotsAndBlocksHeaders', 'lotsAndBlocksRows'],
  ['condo', 'condoHeaders', 'condoRows'],
] as const;

/**
 * Legal Description Details (search/legalDescriptionDetails): a table per legal kind the document (or the
 * tract-book entry, source TRACT_BOOK) has.
 */
export function LegalDetailsDialog({
  id,
  source = 'DOCUMENT',
  onClose,
}: {
  id: number;
  source?: LegalDetailSource;
  onClose: () => void;
}) {
  const { t } = useTranslation('search');
  const details = useLegalDescriptionDetails(id, source);
  const data = details.data;
  return (
    <Modal opened onClose={onClose} title={t('detail.legalDetailsTitle')} centered size="70rem">
      <Stack gap="md">
        {details.isPending && <Loader size="sm" aria-label={t('detail.loading')} />}
        {details.isError && <Text c="red">{t('detail.failed')}</Text>}
        {data &&
          TABLES.filter(([, , rows]) => data[rows].length > 0).map(([name, headers, rows]) => (
            // A dozen columns: the table keeps readable widths and scrolls sideways in a narrow dialog (a
            // focusable region, so the keyboard scrolls it too).
            <Table.ScrollContainer
              key={name}
              type="native"
              minWidth={Math.max(560, data[headers].length * 96)}
              tabIndex={0}
              role="region"
              aria-label={t(`detail.legalKinds.${name}`)}
            >
              <Table withTableBorder striped fz="sm" aria-label={t(`detail.legalKinds.${name}`)}>
                <Table.Caption>{t(`detail.legalKinds.${name}`)}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {data[headers].map((h) => (
                      <Table.Th key={h} scope="col">
                        {h in LEGAL_DETAIL_LABELS ? t(`legalColumns.${h as LegalDetailColumn}`) : h}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data[rows].map((row, r) => (
                    <Table.Tr key={r}>
                      {row.legalDescriptionTypeDetails.map((cell, c) => (
                        <Table.Td key={c}>{cell}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ))}
        {data && TABLES.every(([, , rows]) => data[rows].length === 0) && (
          <Text size="sm">{t('detail.none')}</Text>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('detail.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The Details button of a legal descriptions table, with the dialog it opens. */
export function LegalDetailsButton({ id, source }: { id: number; source?: LegalDetailSource }) {
  const { t } = useTranslation('search');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="compact-xs" variant="light" onClick={() => setOpened(true)}>
        {t('detail.details')}
      </Button>
      {opened && <LegalDetailsDialog id={id} source={source} onClose={() => setOpened(false)} />}
    </>
  );
}
