import {
  LANDSHARK_ONE_MESSAGES,
  migrateLandSharkOneAccountsUsersSchema,
  type MigrateLandSharkOneAccountsUsers,
} from '@lrp/contract';
import { registerMessages, useForm, useTranslation } from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { apiFieldErrors } from '@lrp/shared/sections';
import { useLandSharkOneMigration, useMigrateAccountsUsers } from '../api/landshark-one-api';
import { ConnectionFields } from './connection-fields';
import { MigrationScreen } from './migration-screen';

registerMessages({ landSharkOne: LANDSHARK_ONE_MESSAGES });

const BLANK: MigrateLandSharkOneAccountsUsers = {
  landSharkOneDbAddress: '',
  landSharkOneDbName: '',
  landSharkOneDbUsername: '',
  landSharkOneDbPassword: '',
};

/**
 * Technical > LandShark One Accounts/Users (spec 3 §2.3, §5, §8; TRIMIN): the county's earlier database by its
 * four fields; Migrate asks 'Clicking Yes will wipe clean any existing ACCOUNTS and USERS in LS2.  Continue?', then
 * the server copies its accounts, users, their settings and balances on the job queue while the screen shows the
 * progress and, at the end, the report (docs/landshark-one.md).
 */
export default function LandSharkOneAccountsUsersScreen() {
  const { t } = useTranslation('admin');
  const migration = useLandSharkOneMigration();
  const start = useMigrateAccountsUsers();
  const form = useForm<MigrateLandSharkOneAccountsUsers>({
    mode: 'controlled',
    initialValues: BLANK,
    validate: zodFormValidator(migrateLandSharkOneAccountsUsersSchema),
    clearInputErrorOnChange: true,
  });
  return (
    <MigrationScreen
      screen="LandSharkOneAccountsUsers"
      form={form}
      start={start}
      run={migration.data?.accountsUsers ?? null}
      question={() => t('technical.migration.confirmAccountsUsers')}
      onRefused={(error) => {
        const fields = apiFieldErrors(error);
        if (fields) form.setErrors(fields);
      }}
    >
      <ConnectionFields inputProps={(field) => form.getInputProps(field)} />
    </MigrationScreen>
  );
}
