import {
  ApiError,
  Button,
  ESSENTIAL_MODULES,
  fetchModulesConfig,
  Group,
  localized,
  Paper,
  saveModulesConfig,
  showAlert,
  Stack,
  Switch,
  Text,
  Title,
  useCountyStore,
} from '@lrp/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';


/** Technical > Modules: which deployed modules this county offers (TRIMIN only). */
export function ModulesScreen() {
  const { t, i18n } = useTranslation('admin');
  const modules = useCountyStore((s) => s.modules);
  const [disabled, setDisabled] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fetchModulesConfig()
      .then(({ content }) => setDisabled(content.disabled))
      .catch((e: unknown) => showAlert({ kind: 'warning', message: e instanceof ApiError ? e.message : String(e) }));
  }, []);

  const known = [
    ...(modules?.modules ?? []).map((m) => ({ name: m.name, title: m.title })),
    ...(modules?.disabled ?? []).map((m) => ({ name: m.name, title: m.title })),
  ].sort((a, b) => a.name.localeCompare(b.name));

  const save = async () => {
    if (saving || !disabled) return;
    setSaving(true);
    try {
      const reply = await saveModulesConfig({ disabled });
      showAlert({ kind: 'info', message: reply.message ?? t('controlPanel.modules.saved') });
    } catch (e) {
      showAlert({ kind: 'warning', message: e instanceof ApiError ? e.message : String(e) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3}>{t('controlPanel.screens.modules.label')}</Title>
        <Text c="dimmed">{t('controlPanel.screens.modules.about')}</Text>
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
                  setDisabled((d) => (on ? (d ?? []).filter((n) => n !== module.name) : [...(d ?? []), module.name]));
                }}
              />
            ))}
          </Stack>
        )}
        <Group>
          <Button onClick={save} loading={saving} disabled={!disabled}>
            {t('controlPanel.modules.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
