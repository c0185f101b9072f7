import {
  LANDSHARK_ONE_DATA_TYPES,
  LANDSHARK_ONE_LIMITS,
  LANDSHARK_ONE_MESSAGES,
  migrateLandSharkOneAuditLogSchema,
  type MigrateLandSharkOneAuditLog,
} from '@lrp/contract';
import {
  registerMessages,
  SimpleGrid,
  Stack,
  TextInput,
  useForm,
  useTranslation,
} from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { apiFieldErrors } from '@lrp/shared/sections';
import { NumberInput, Radio } from '@lrp/shared/widgets';
import { useLandSharkOneMigration, useMigrateAuditLog } from '../api/landshark-one-api';
import { ConnectionFields } from './connection-fields';
import { MigrationScreen } from './migration-screen';

registerMessages({ landSharkOne: LANDSHARK_ONE_MESSAGES });

type AuditLogForm = Required<MigrateLandSharkOneAuditLog>;

const BLANK: AuditLogForm = {
  landSharkOneDbAddress: '',
  landSharkOneDbName: '',
  landSharkOneDbUsername: '',
  landSharkOneDbPassword: '',
  fromDate: '',
  toDate: '',
  dataType: 'all',
  batchSize: LANDSHARK_ONE_LIMITS.batchSizeDefault,
};

/** The question before the run: it names what will be copied (spec 3 §8: all data, a range, from or up to a date). */
export function auditLogQuestion(
  t: (key: string, values: Record<string, string>) => string,
  { fromDate = '', toDate = '' }: { fromDate?: string; toDate?: string },
): string {
  const from = fromDate.trim();
  const to = toDate.trim();
  if (from && to) return t('technical.migration.confirmRange', { from, to });
  if (from) return t('technical.migration.confirmFrom', { from });
  if (to) return t('technical.migration.confirmTo', { to });
  return t('technical.migration.confirmAll', {});
}

/**
 * Technical > LandShark One Audit Log (spec 3 §2.3, §3, §5, §8; TRIMIN): the earlier database, a date range
 * (either end open), all rows or only those with money, and the batch size (default 10000). The question names
 * the range; the server copies in batches, each committed on its own, so a stopped run resumes where it was and a
 * second run adds nothing twice.
 */
export default function LandSharkOneAuditLogScreen() {
  const { t } = useTranslation('admin');
  const migration = useLandSharkOneMigration();
  const start = useMigrateAuditLog();
  const form = useForm<AuditLogForm>({
    mode: 'controlled',
    initialValues: BLANK,
    validate: zodFormValidator(migrateLandSharkOneAuditLogSchema),
    clearInputErrorOnChange: true,
  });
  return (
    <MigrationScreen
      screen="LandSharkOneAuditLog"
      form={form}
      start={start}
      run={migration.data?.auditLog ?? null}
      question={(values) => auditLogQuestion((key, v) => t(key, v), values)}
      onRefused={(error) => {
        const fields = apiFieldErrors(error);
        if (fields) form.setErrors(fields);
      }}
    >
      <ConnectionFields inputProps={(field) => form.getInputProps(field)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('technical.migration.fromDate')}
          placeholder="MM/DD/YYYY"
          description={t('technical.migration.dateHelp')}
          {...form.getInputProps('fromDate')}
        />
        <TextInput
          label={t('technical.migration.toDate')}
          placeholder="MM/DD/YYYY"
          description={t('technical.migration.dateHelp')}
          {...form.getInputProps('toDate')}
        />
      </SimpleGrid>
      <Radio.Group label={t('technical.migration.dataType')} {...form.getInputProps('dataType')}>
        <Stack gap={6} mt={6}>
          {LANDSHARK_ONE_DATA_TYPES.map((type) => (
            <Radio key={type} value={type} label={t(`technical.migration.dataTypes.${type}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <NumberInput
        label={t('technical.migration.batchSize')}
        description={t('technical.migration.batchSizeHelp')}
        min={LANDSHARK_ONE_LIMITS.batchSizeMin}
        max={LANDSHARK_ONE_LIMITS.batchSizeMax}
        step={1000}
        allowDecimal={false}
        thousandSeparator=","
        maw={240}
        {...form.getInputProps('batchSize')}
      />
    </MigrationScreen>
  );
}
