import type { AuditLogPurgeSchedule, UserPurgeSchedule } from '@lrp/contract';
import { Text, useTranslation } from '@lrp/shared';
import { NumberInput, Switch } from '@lrp/shared/widgets';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import {
  useSettingsForm,
  type SettingsFormOptions,
} from '../control-panel/settings/use-settings-form';

type PurgeSchedule = UserPurgeSchedule | AuditLogPurgeSchedule;

/** Which schedule a screen edits: its county group (its path too), its schema and its texts. */
export interface PurgeScheduleKind {
  group: 'userPurgeSchedule' | 'auditLogPurgeSchedule';
  schema: SettingsFormOptions<PurgeSchedule>['schema'];
  /** The fewest days (spec 3 §5), shown on the field. */
  minDays: number;
  /** userAdmin.purge.{texts}Days, {texts}DaysHelp and {texts}Keeps. */
  texts: 'user' | 'auditLog';
}

function PurgeScheduleForm({ kind, stored }: { kind: PurgeScheduleKind; stored: PurgeSchedule }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm<PurgeSchedule>({
    group: kind.group,
    initial: stored,
    schema: kind.schema,
  });
  const on = form.values.automaticPurge;
  return (
    <SettingsForm
      label={t(`controlPanel.screens.${kind.group}.label`)}
      status={status}
      onSubmit={onSubmit}
    >
      <Switch
        label={t('userAdmin.purge.automaticPurge')}
        {...form.getInputProps('automaticPurge', { type: 'checkbox' })}
      />
      <NumberInput
        label={t(`userAdmin.purge.${kind.texts}Days`)}
        description={t(`userAdmin.purge.${kind.texts}DaysHelp`, { n: kind.minDays })}
        required={on}
        disabled={!on}
        min={kind.minDays}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        inputMode="numeric"
        maw={240}
        {...form.getInputProps('automaticPurgeAfterDays')}
      />
      <Text size="sm" c="dimmed">
        {t(`userAdmin.purge.${kind.texts}Keeps`)}
      </Text>
    </SettingsForm>
  );
}

/** A purge schedule screen (spec 3 §2.3, §5): Automatic Purge and its days, disabled while it is off. */
export function PurgeScheduleScreen({ kind }: { kind: PurgeScheduleKind }) {
  return (
    <SettingsScreen<PurgeSchedule> screen={kind.group} group={kind.group}>
      {(stored) => <PurgeScheduleForm kind={kind} stored={stored} />}
    </SettingsScreen>
  );
}
