import { efileConfigSchema, type CountyConfig } from '@lrp/contract';
import { Stack, useTranslation } from '@lrp/shared';
import { Switch, Textarea } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';

type Efile = CountyConfig['efile'];

function EfileForm({ stored }: { stored: Efile }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'efile',
    initial: stored,
    schema: efileConfigSchema,
  });
  return (
    <SettingsForm label={t('controlPanel.screens.efile.label')} status={status} onSubmit={onSubmit}>
      <Stack gap="md">
        <Switch
          label={t('technical.efile.efile')}
          description={t('technical.efile.efileHelp')}
          {...form.getInputProps('efile', { type: 'checkbox' })}
        />
        <Textarea
          label={t('technical.efile.efileCountyNote')}
          description={t('technical.efile.efileCountyNoteHelp')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={2000}
          {...form.getInputProps('efileCountyNote')}
        />
        <Switch
          label={t('technical.efile.acknowledgement')}
          description={t('technical.efile.acknowledgementHelp')}
          {...form.getInputProps('acknowledgement', { type: 'checkbox' })}
        />
        <Textarea
          label={t('technical.efile.acknowledgementStatement')}
          description={t('technical.efile.acknowledgementStatementHelp')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={2000}
          disabled={!form.values.acknowledgement}
          {...form.getInputProps('acknowledgementStatement')}
        />
      </Stack>
    </SettingsForm>
  );
}

/**
 * Technical > E-file (spec 3 §2.3, §3; TRIMIN): whether the county takes documents for recording online (the E File
 * menu entry and page follow it), the note the e-file page opens with, and the statement a submitter must
 * acknowledge when the county asks for one.
 */
export default function EfileScreen() {
  return (
    <SettingsScreen<Efile> screen="efile" group="efile">
      {(stored) => <EfileForm stored={stored} />}
    </SettingsScreen>
  );
}
