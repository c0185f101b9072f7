import {
  Button,
  Group,
  Loader,
  localized,
  QueryFailure,
  showAlert,
  Stack,
  Text,
  Title,
  useTranslation,
} from '@lrp/shared';
import { PlainTable } from '@lrp/shared/sections';
import type { ModuleReleases } from '@lrp/contract';
import { useModuleReleases, usePinModuleRelease } from './api/module-releases-api';

/** A build time in the user's language, in UTC (a release is built once, for every county). */
const builtAtText = (iso: string, language: string) =>
  `${new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

type Module = ModuleReleases['modules'][number];

/**
 * Technical > Modules, releases: each module's deployed releases, newest first. Pinning a release (or an older
 * one: a rollback) is one click; users get it on their next page load.
 */
export function ModuleReleasesPanel() {
  const { t } = useTranslation('admin');
  const releases = useModuleReleases();
  return (
    <Stack gap="lg">
      <Title order={3}>{t('controlPanel.releases.title')}</Title>
      <Text c="dimmed">{t('controlPanel.releases.about')}</Text>
      {releases.isError && (
        <QueryFailure
          title={t('controlPanel.releases.failed')}
          error={releases.error}
          onRetry={() => void releases.refetch()}
        />
      )}
      {releases.isPending && <Loader aria-label={t('controlPanel.releases.loading')} />}
      {releases.data?.modules.map((module) => (
        <ModuleReleaseTable key={module.name} module={module} />
      ))}
    </Stack>
  );
}

function ModuleReleaseTable({ module }: { module: Module }) {
  const { t, i18n } = useTranslation('admin');
  const pin = usePinModuleRelease();
  const title = `${localized(module.title, i18n.language)} (${module.name})`;
  const choose = (release: string | null) => {
    if (pin.isPending) return;
    pin.mutate(
      { module: module.name, release },
      {
        onSuccess: (reply) =>
          showAlert({ kind: 'info', message: reply.message ?? t('controlPanel.releases.pinned') }),
      },
    );
  };
  const rows = module.releases.map((r) => {
    const status =
      r.release === module.serving
        ? t(
            module.pinned === r.release
              ? 'controlPanel.releases.servingPinned'
              : 'controlPanel.releases.servingNewest',
          )
        : r.problems.length > 0
          ? t('controlPanel.releases.doesNotFit', { reason: r.problems.join('; ') })
          : '';
    const action =
      r.release === module.pinned ? (
        <Button
          size="xs"
          variant="default"
          onClick={() => choose(null)}
          aria-label={t('controlPanel.releases.unpinLabel', { module: module.name })}
        >
          {t('controlPanel.releases.unpin')}
        </Button>
      ) : r.problems.length === 0 ? (
        <Button
          size="xs"
          onClick={() => choose(r.release)}
          aria-label={t('controlPanel.releases.pinLabel', {
            module: module.name,
            release: r.release,
          })}
        >
          {t('controlPanel.releases.pin')}
        </Button>
      ) : null;
    return [r.release, r.version, builtAtText(r.builtAt, i18n.language), status, action];
  });
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={4}>{title}</Title>
        <Text size="sm">
          {module.pinned
            ? t('controlPanel.releases.pinnedTo', { release: module.pinned })
            : t('controlPanel.releases.followsNewest')}
        </Text>
      </Group>
      <PlainTable
        label={t('controlPanel.releases.tableLabel', { module: title })}
        headings={[
          t('controlPanel.releases.release'),
          t('controlPanel.releases.version'),
          t('controlPanel.releases.builtAt'),
          t('controlPanel.releases.status'),
          t('controlPanel.releases.action'),
        ]}
        rows={rows}
      />
    </Stack>
  );
}
