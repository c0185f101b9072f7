import {
  ACCOUNT_MESSAGES,
  SEARCH_TYPES,
  searchConfigSchema,
  type CountyConfig,
} from '@lrp/contract';
import {
  Button,
  callApi,
  Group,
  Paper,
  registerMessages,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useCountyStore,
  useMutation,
  useQueryClient,
  useTranslation,
} from '@lrp/shared';
import { apiFieldErrors } from '@lrp/shared/sections';
import { Radio, Select, Switch, Textarea } from '@lrp/shared/widgets';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { accountKeys } from '../accounts/api/accounts-api';
import { countyConfigKeys } from '../control-panel/api/county-config-api';
import { SettingsScreen } from '../control-panel/settings/settings-screen';
import { useSettingsForm } from '../control-panel/settings/use-settings-form';

// The default-search rule speaks with the county-settings answers' message (translated by its text).
registerMessages({ accountServer: ACCOUNT_MESSAGES });

type SearchConfig = CountyConfig['search'];

/** The longest county note (the contract's). */
const NOTE_MAX = 1000;

/**
 * POST controlPanel/countyConfig/searchAndUsers: saves Search 1 and gives every account the county's switches as
 * its search access ("Settings and Users updated."). The cached group, the county store's copy and the accounts'
 * cached access follow.
 */
function useSaveSearchAndUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: SearchConfig) =>
      callApi<SearchConfig>('post', 'controlPanel/countyConfig/searchAndUsers', value),
    onSuccess: (reply) => {
      client.setQueryData(countyConfigKeys.group('search'), reply.content);
      useCountyStore
        .getState()
        .addNamedResults('config', [{ name: 'search', baseContent: reply.content }]);
      void client.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

function Search1Form({ stored }: { stored: SearchConfig }) {
  const { t } = useTranslation('admin');
  const { form, status, onSubmit, setStatus } = useSettingsForm({
    group: 'search',
    initial: stored,
    schema: searchConfigSchema,
  });
  const saveAndUpdate = useSaveSearchAndUsers();
  // Which save succeeded last: its answer is the success text.
  const [done, setDone] = useState<'settings' | 'settingsAndUsers'>('settings');
  const book = useCountyStore((s) => s.config.common?.bookLabel) || t('accounts.access.book');
  const same = form.values.searchAccess === 'same';
  const busy = status !== 'idle' || saveAndUpdate.isPending;

  const submitAndUpdate = form.onSubmit((body) => {
    if (busy) return;
    setStatus('LOADING');
    saveAndUpdate.mutate(body, {
      onSuccess: (reply) => {
        form.setValues(reply.content);
        form.resetDirty(reply.content);
        setDone('settingsAndUsers');
        setStatus('SUCCESS');
      },
      onError: (error) => {
        setStatus('idle');
        const fields = apiFieldErrors(error);
        if (fields) form.setErrors(fields);
      },
    });
  });
  const saveOnly = () => {
    if (busy) return;
    setDone('settings');
    onSubmit();
  };

  return (
    <form onSubmit={submitAndUpdate} noValidate aria-label={t('controlPanel.screens.search.label')}>
      <Stack gap="md">
        <Select
          label={t('webPages.search1.defaultSearch')}
          description={t('webPages.search1.defaultSearchHelp')}
          data={SEARCH_TYPES.map((type) => ({
            value: type.key,
            label: t(`accounts.access.types.${type.key}`, { book }),
          }))}
          allowDeselect={false}
          {...form.getInputProps('defaultSearch')}
        />
        <Radio.Group
          label={t('webPages.search1.searchAccess')}
          {...form.getInputProps('searchAccess')}
        >
          <Stack gap={6} mt={4}>
            <Radio
              value="configurable"
              label={t('webPages.search1.configurable')}
              description={t('webPages.search1.configurableHelp')}
            />
            <Radio
              value="same"
              label={t('webPages.search1.same')}
              description={t('webPages.search1.sameHelp')}
            />
          </Stack>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {SEARCH_TYPES.map((type) => {
            const search = t(`accounts.access.types.${type.key}`, { book });
            return (
              <Paper withBorder p="md" radius="md" key={type.key}>
                <Stack gap="xs">
                  <Title order={4}>{search}</Title>
                  <Switch
                    label={t('webPages.search1.offered', { search })}
                    {...form.getInputProps(type.setting, { type: 'checkbox' })}
                  />
                  <Textarea
                    label={t('webPages.search1.countyNote', { search })}
                    description={t('webPages.search1.countyNoteHelp', { n: NOTE_MAX })}
                    autosize
                    minRows={2}
                    maxRows={6}
                    maxLength={NOTE_MAX}
                    {...form.getInputProps(`${type.setting}CountyNote`)}
                  />
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={status === 'LOADING'} aria-disabled={busy}>
            {same ? t('webPages.search1.submit') : t('webPages.search1.saveAndUpdate')}
          </Button>
          {!same && (
            <Button variant="default" onClick={saveOnly} aria-disabled={busy}>
              {t('webPages.search1.saveOnly')}
            </Button>
          )}
          <Text role="status" size="sm" c="teal.8" component="span">
            {status === 'SUCCESS' && (
              <Group gap={4} component="span">
                <IconCircleCheck aria-hidden size={20} />
                {t(`webPages.search1.${done}Updated`)}
              </Group>
            )}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Web Pages > Search 1 (spec 3 §2.3, §3): the default search, whether accounts' search access may differ from the
 * county's, and per search type a switch and the county's note. With access "same" one Submit saves and gives
 * every account the county's switches; with "configurable", Save and Update does the same and Save Only saves the
 * settings alone. The default search must be switched on (the contract's rule, as the server's).
 */
export default function Search1Screen() {
  return (
    <SettingsScreen<SearchConfig> screen="search" group="search">
      {(stored) => <Search1Form stored={stored} />}
    </SettingsScreen>
  );
}
