import {
  commonConfigSchema,
  formatStandardPhone,
  PROFILE_LIMITS,
  type CountyConfig,
} from '@lrp/contract';
import { SimpleGrid, Stack, TextInput, Title, useTranslation } from '@lrp/shared';
import { SettingsForm, SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';

type CommonConfig = CountyConfig['common'];

function CommonForm({ stored }: { stored: CommonConfig }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit } = useSettingsForm({
    group: 'common',
    initial: stored,
    schema: commonConfigSchema,
  });
  const text = (name: keyof CommonConfig, max: number, required = false) => (
    <TextInput
      label={t(`webPages.common.${name}`)}
      required={required}
      maxLength={max}
      {...form.getInputProps(name)}
    />
  );
  return (
    <SettingsForm
      label={t('controlPanel.screens.common.label')}
      status={status}
      onSubmit={onSubmit}
    >
      <Stack gap="xs">
        <Title order={4}>{t('webPages.common.county')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('appTitle', 100, true)}
          {text('countyName', 100, true)}
          <TextInput
            label={t('webPages.common.stateCode')}
            description={t('webPages.common.stateCodeHelp')}
            required
            maxLength={2}
            maw={240}
            {...form.getInputProps('stateCode')}
            onChange={(e) =>
              form.setFieldValue(
                'stateCode',
                e.currentTarget.value.replace(/[^a-z]/gi, '').toUpperCase(),
              )
            }
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('webPages.common.contact')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('contactName', 100)}
          {text('contactTitle', 100)}
          <TextInput
            label={t('webPages.common.contactPhone')}
            placeholder="(XXX) XXX-XXXX"
            inputMode="tel"
            maxLength={PROFILE_LIMITS.standardPhone}
            {...form.getInputProps('contactPhone')}
            onChange={(e) =>
              form.setFieldValue('contactPhone', formatStandardPhone(e.currentTarget.value))
            }
          />
          <TextInput
            label={t('webPages.common.contactEmail')}
            type="email"
            maxLength={50}
            {...form.getInputProps('contactEmail')}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('webPages.common.labels')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('bookLabel', 30, true)}
          {text('torrensLabel', 30, true)}
        </SimpleGrid>
      </Stack>
    </SettingsForm>
  );
}

/**
 * Web Pages > Common (spec 3 §2.3, §3): the application title and county name of the header, the county's state,
 * the contact shown on the home page, and the book and Torrens labels the search pages use.
 */
export default function CommonScreen() {
  return (
    <SettingsScreen<CommonConfig> screen="common" group="common">
      {(stored) => <CommonForm stored={stored} />}
    </SettingsScreen>
  );
}
