import { PasswordInput, SimpleGrid, TextInput, useTranslation } from '@lrp/shared';

/** The four fields naming the LandShark One database (all required: spec 3 §5). */
export type ConnectionValues = {
  landSharkOneDbAddress: string;
  landSharkOneDbName: string;
  landSharkOneDbUsername: string;
  landSharkOneDbPassword: string;
};

/** Address, database name, username and password of the county's LandShark One database. */
export function ConnectionFields({
  inputProps,
}: {
  /** The form's props for a field (its getInputProps). */
  inputProps: (field: keyof ConnectionValues) => object;
}) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        required
        label={t('technical.migration.address')}
        description={t('technical.migration.addressHelp')}
        autoComplete="off"
        spellCheck={false}
        {...inputProps('landSharkOneDbAddress')}
      />
      <TextInput
        required
        label={t('technical.migration.name')}
        autoComplete="off"
        spellCheck={false}
        {...inputProps('landSharkOneDbName')}
      />
      <TextInput
        required
        label={t('technical.migration.username')}
        autoComplete="off"
        spellCheck={false}
        {...inputProps('landSharkOneDbUsername')}
      />
      <PasswordInput
        required
        label={t('technical.migration.password')}
        autoComplete="new-password"
        {...inputProps('landSharkOneDbPassword')}
      />
    </SimpleGrid>
  );
}
