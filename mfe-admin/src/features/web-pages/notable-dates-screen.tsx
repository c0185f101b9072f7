import {
  LEGAL_DATE_COLUMNS,
  NOTABLE_DATE_INDEX_COLUMNS,
  NOTABLE_DATE_INDEXES,
  notableDateFlag,
  notableDatesDisplaySchema,
  type NotableDatesDisplay,
} from '@lrp/contract';
import { Paper, SimpleGrid, Stack, Title, useCountyStore, useTranslation } from '@lrp/shared';
import { Switch } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';

function NotableDatesForm({ stored }: { stored: NotableDatesDisplay }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'notableDatesDisplay',
    initial: stored,
    schema: notableDatesDisplaySchema,
  });
  const torrens =
    useCountyStore((s) => s.config.common?.torrensLabel) || t('webPages.notableDates.torrens');
  const separate = form.values.showSeparateIndexes;
  return (
    <SettingsForm
      label={t('controlPanel.screens.homeNotableDates.label')}
      status={status}
      onSubmit={onSubmit}
    >
      <Stack gap="xs">
        {(['showNotableDates', 'showSeparateIndexes', 'useVerificationDate'] as const).map(
          (flag) => (
            <Switch
              key={flag}
              label={t(`webPages.notableDates.${flag}`)}
              description={t(`webPages.notableDates.${flag}Help`)}
              {...form.getInputProps(flag, { type: 'checkbox' })}
            />
          ),
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {NOTABLE_DATE_INDEXES.map((index) => {
          const name = t(`webPages.notableDates.${index}`, { torrens });
          return (
            <Paper withBorder p="md" radius="md" key={index}>
              <Stack gap="xs">
                <Title order={4}>{name}</Title>
                {NOTABLE_DATE_INDEX_COLUMNS[index].map((column) => {
                  const legal = LEGAL_DATE_COLUMNS.includes(column);
                  return (
                    <Switch
                      key={column}
                      label={t(`webPages.notableDates.columns.${column}`)}
                      aria-label={t('webPages.notableDates.flag', {
                        index: name,
                        date: t(`webPages.notableDates.columns.${column}`),
                      })}
                      // Legal indexed and legal verified are disabled when separate indexes are not shown.
                      disabled={legal && !separate}
                      description={
                        legal && !separate ? t('webPages.notableDates.legalHint') : undefined
                      }
                      {...form.getInputProps(notableDateFlag(index, column), { type: 'checkbox' })}
                    />
                  );
                })}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </SettingsForm>
  );
}

/**
 * Web Pages > Home - Notable Dates (spec 3 §3 "Notable dates", §5): whether the portal shows the county's notable
 * dates (the home card and the search forms' panel), a row per index or one combined row, whether a search's To
 * date is the verified date, and which date of each index shows. The dates come from the recording system.
 */
export default function NotableDatesScreen() {
  return (
    <SettingsScreen<NotableDatesDisplay> screen="homeNotableDates" group="notableDatesDisplay">
      {(stored) => <NotableDatesForm stored={stored} />}
    </SettingsScreen>
  );
}
