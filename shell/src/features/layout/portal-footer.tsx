import { Anchor, Group, Popover, Stack, Text, useCountyStore } from '@lrp/shared';
import { useTranslation } from 'react-i18next';
import { useModuleStatusStore } from '../modules/module-status-store';

const COPYRIGHT_FROM = 2022;

/** Product version and copyright; the loaded modules' builds for the vendor's support desk. */
export function PortalFooter() {
  const { t } = useTranslation('shell');
  const version = useCountyStore((s) => s.productConfig?.PRODUCT_VERSION ?? '5.5.5');
  const builds = useModuleStatusStore((s) => s.builds);
  const year = Math.max(new Date().getFullYear(), COPYRIGHT_FROM);
  return (
    <Group component="footer" justify="space-between" gap="xs" py="md" c="dimmed" mt="xl" wrap="wrap">
      <Text size="sm">{t('footer.copyright', { from: COPYRIGHT_FROM, to: year })}</Text>
      <Popover position="top-end" withArrow shadow="md">
        <Popover.Target>
          <Anchor component="button" type="button" size="sm" c="dimmed">
            {t('footer.version', { version })}
          </Anchor>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap={4} aria-label={t('footer.modules')}>
            <Text size="sm" fw={600}>
              {t('footer.modules')}
            </Text>
            {Object.entries(builds).map(([name, build]) => (
              <Text size="xs" key={name} data-module-build={name}>
                {name} {build.version} · {build.label}
              </Text>
            ))}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
