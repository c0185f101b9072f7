import {
  Button,
  ESSENTIAL_MODULES,
  Group,
  Loader,
  localized,
  Paper,
  QueryFailure,
  showAlert,
  Stack,
  Text,
  Title,
  useCountyStore,
  useTranslation,
} from '@lrp/shared';
import { useModulesConfig, useSaveModulesConfig } from './api/county-config-api';
import { Switch } from '@lrp/shared/widgets';
import { useState } from 'react';
import { ModuleReleasesPanel } from './module-releases';

/** Technical > Modules: which deployed modules this county offers (TRIMIN only). */
export function ModulesScreen() {
  const { t, i18n } = useTranslation('admin');
  const modules = useCountyStore((s) => s.modules);
  const config = useModulesConfig();
  const save = useSaveModulesConfig();
  // The switches start from the stored setting; edits stay here until saved.
  const [edited, setEdited] = useState<string[] | null>(null);
  const disabled = edited ?? config.data?.disabled ?? null;

  const known = [
    ...(modules?.modules ?? []).map((m) => ({ name: m.name, title: m.title })),
    ...(modules?.disabled ?? []).map((m) => ({ name: m.name, title: m.title })),
  ].sort((a, b) => a.name.localeCompare(b.name));

  const submit = () => {
    if (save.isPending || !disabled) return;
    save.mutate(
      { disabled },
      {
        onSuccess: (reply) => {
          setEdited(null);
          showAlert({ kind: 'info', message: reply.message ?? t('controlPanel.modules.saved') });
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3}>{t('controlPanel.screens.modules.label')}</Title>
        <Text c="dimmed">{t('controlPanel.screens.modules.about')}</Text>
        {config.isError && (
          <QueryFailure
            title={t('controlPanel.modules.failed')}
            error={config.error}
            onRetry={() => void config.refetch()}
          />
        )}
        {config.isPending && <Loader aria-label={t('controlPanel.modules.loading')} />}
        {disabled && (
          <Stack gap="sm">
            {known.map((module) => (
              <Switch
                key={module.name}
                label={`${localized(module.title, i18n.language)} (${module.name})`}
                checked={!disabled.includes(module.name)}
                disabled={ESSENTIAL_MODULES.includes(module.name)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setEdited(
                    on ? disabled.filter((n) => n !== module.name) : [...disabled, module.name],
                  );
                }}
              />
            ))}
          </Stack>
        )}
        <Group>
          <Button onClick={submit} loading={save.isPending} disabled={!disabled}>
            {t('controlPanel.modules.save')}
          </Button>
        </Group>
        <ModuleReleasesPanel />
      </Stack>
    </Paper>
  );
}
