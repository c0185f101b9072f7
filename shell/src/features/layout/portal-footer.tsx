import {
  Anchor,
  Group,
  Stack,
  Text,
  useCountyStore,
  useDisclosure,
  useTranslation,
} from '@lrp/shared';
import { useId } from 'react';
import { useModuleStatusStore } from '../modules/module-status-store';

const COPYRIGHT_FROM = 2022;

/** Product version and copyright; the version discloses the loaded modules' builds for the vendor's support desk. */
export function PortalFooter() {
  const { t } = useTranslation('shell');
  const version = useCountyStore((s) => s.productConfig?.PRODUCT_VERSION ?? '5.5.5');
  const builds = useModuleStatusStore((s) => s.builds);
  const [open, disclosure] = useDisclosure(false);
  const listId = useId();
  const year = Math.max(new Date().getFullYear(), COPYRIGHT_FROM);
  return (
    <Stack component="footer" gap={4} py="md" c="dimmed" mt="xl">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{t('footer.copyright', { from: COPYRIGHT_FROM, to: year })}</Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="dimmed"
          onClick={disclosure.toggle}
          aria-expanded={open}
          aria-controls={listId}
        >
          {t('footer.version', { version })}
        </Anchor>
      </Group>
      {open && (
        <Stack id={listId} gap={2} align="flex-end" aria-label={t('footer.modules')} role="group">
          <Text size="sm" fw={600}>
            {t('footer.modules')}
          </Text>
          {Object.entries(builds).map(([name, build]) => (
            <Text size="xs" key={name} data-module-build={name}>
              {name} {build.version} · {build.label}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
