import type { LandSharkOneRun } from '@lrp/contract';
import { Alert, Box, Group, Loader, Paper, Stack, Text, Title, useTranslation } from '@lrp/shared';
import { Table } from '@lrp/shared/widgets';

const pct = (run: LandSharkOneRun) =>
  run.total > 0 ? Math.min(100, Math.round((run.done / run.total) * 100)) : 0;

/**
 * The last migration run of a kind: while it runs, how far it got (a progress bar read out as "n of m"); when it
 * ends, its report (rows copied per table, what was skipped and why, notes) or its error.
 */
export function RunProgress({ run, title }: { run: LandSharkOneRun; title: string }) {
  const { t, i18n } = useTranslation('admin');
  const going = run.state === 'queued' || run.state === 'running';
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        <Text size="sm" c="dimmed">
          {t('technical.migration.started', {
            at: when(run.startedAt),
            by: run.startedBy ?? t('technical.migration.schedule'),
          })}
          {run.finishedAt && ` ${t('technical.migration.finished', { at: when(run.finishedAt) })}`}
        </Text>
        <Group gap="xs" role="status">
          {going && <Loader size="xs" aria-hidden />}
          <Text size="sm" fw={600}>
            {t(`technical.migration.state.${run.state}`)}
          </Text>
          <Text size="sm">
            {t('technical.migration.progress', {
              done: run.done.toLocaleString(i18n.language),
              total: run.total.toLocaleString(i18n.language),
            })}
          </Text>
        </Group>
        <Box
          role="progressbar"
          aria-label={title}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct(run)}
          h={10}
          bg="gray.2"
          style={{ borderRadius: 5, overflow: 'hidden' }}
        >
          <Box
            h="100%"
            w={`${pct(run)}%`}
            bg={run.state === 'failed' ? 'red.7' : 'civic.7'}
            style={{ transition: 'width 300ms' }}
          />
        </Box>
        {run.error && (
          <Alert color="red" variant="light" role="alert">
            {run.error}
          </Alert>
        )}
        {Object.keys(run.copied).length > 0 && (
          <Table
            aria-label={t('technical.migration.copied')}
            withTableBorder
            verticalSpacing={4}
            maw={420}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('technical.migration.table')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('technical.migration.rows')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(run.copied).map(([table, rows]) => (
                <Table.Tr key={table}>
                  <Table.Td>
                    {t(`technical.migration.tables.${table}`, { defaultValue: table })}
                  </Table.Td>
                  <Table.Td ta="right">{rows.toLocaleString(i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {run.notes.map((note) => (
          <Text size="sm" key={note}>
            {note}
          </Text>
        ))}
        {run.skipped.length > 0 && (
          <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} mah={320}>
            <Table
              aria-label={t('technical.migration.skipped')}
              withTableBorder
              verticalSpacing={4}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('technical.migration.kind')}</Table.Th>
                  <Table.Th scope="col">{t('technical.migration.item')}</Table.Th>
                  <Table.Th scope="col">{t('technical.migration.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {run.skipped.map((skip, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>
                      {t(`technical.migration.kinds.${skip.kind}`, { defaultValue: skip.kind })}
                    </Table.Td>
                    <Table.Td>{skip.name}</Table.Td>
                    <Table.Td>{skip.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {run.skippedNotListed > 0 && (
          <Text size="sm" c="dimmed">
            {t('technical.migration.moreSkipped', { n: run.skippedNotListed })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
