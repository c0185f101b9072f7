import {
  Alert,
  EmptyState,
  PageLoader,
  Navigate,
  Paper,
  Route,
  Routes,
  Stack,
  Text,
  Title,
  useParams,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { SectionLayout, type SectionMenuGroup } from '@lrp/shared/sections';
import { IconTool } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import {
  CONTROL_PANEL_GROUPS,
  DEFAULT_CONTROL_PANEL_SCREEN,
  screensFor,
} from './control-panel-screens';
import { ModulesScreen } from './modules-screen';
import { SETTINGS_SCREENS } from './settings-screens';

const AccountListPage = lazy(() =>
  import('../accounts/account-list-page').then((m) => ({ default: m.AccountListPage })),
);
const AccountEntryPage = lazy(() =>
  import('../accounts/account-entry-page').then((m) => ({ default: m.AccountEntryPage })),
);
const AccountTasksPage = lazy(() =>
  import('../accounts/account-tasks-page').then((m) => ({ default: m.AccountTasksPage })),
);
const AccountAccessPage = lazy(() =>
  import('../accounts/account-access-page').then((m) => ({ default: m.AccountAccessPage })),
);
const AccountDocTypesPage = lazy(() =>
  import('../accounts/account-doc-types-page').then((m) => ({ default: m.AccountDocTypesPage })),
);
const AccountReloadPage = lazy(() =>
  import('../accounts/account-reload-page').then((m) => ({ default: m.AccountReloadPage })),
);

/**
 * A screen of the control panel by its path: the settings screen when it is built, else what it is for and that it
 * is not built yet; a path the user's role has no screen for says so.
 */
function ControlPanelScreen() {
  const { t } = useTranslation('admin');
  const { screen = '' } = useParams();
  const role = useSessionStore((s) => s.user?.role);
  if (!screensFor(role).some((s) => s.path === screen)) {
    return (
      <EmptyState headingLevel={3} title={t('controlPanel.unknown.title')}>
        {t('controlPanel.unknown.text')}
      </EmptyState>
    );
  }
  const Built = SETTINGS_SCREENS[screen];
  if (Built) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Built />
      </Suspense>
    );
  }
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs">
        <Title order={3}>{t(`controlPanel.screens.${screen}.label`)}</Title>
        <Text c="dimmed">{t(`controlPanel.screens.${screen}.about`)}</Text>
        <Alert
          variant="light"
          role="note"
          icon={<IconTool aria-hidden />}
          title={t('controlPanel.notBuilt.title')}
        >
          {t('controlPanel.notBuilt.text')}
        </Alert>
      </Stack>
    </Paper>
  );
}

/** /controlPanel: the county's settings, grouped in a side navigation; the technical group is TRIMIN's. */
export default function ControlPanelSection() {
  const { t } = useTranslation('admin');
  const role = useSessionStore((s) => s.user?.role);
  const screens = screensFor(role);
  const groups: SectionMenuGroup[] = CONTROL_PANEL_GROUPS.map((group) => ({
    label: t(`controlPanel.groups.${group}`),
    items: screens
      .filter((s) => s.group === group)
      .map((s) => ({
        to: `/controlPanel/${s.path}`,
        label: t(`controlPanel.screens.${s.path}.label`),
      })),
  })).filter((g) => g.items.length > 0);
  return (
    <SectionLayout
      title={t('controlPanel.title')}
      menuLabel={t('controlPanel.menu')}
      groups={groups}
    >
      <Routes>
        <Route index element={<Navigate to={DEFAULT_CONTROL_PANEL_SCREEN} replace />} />
        {role === 'TRIMIN' && <Route path="modules" element={<ModulesScreen />} />}
        <Route
          path="accounts"
          element={
            <Suspense fallback={<PageLoader />}>
              <AccountListPage />
            </Suspense>
          }
        />
        <Route
          path="accounts/:id"
          element={
            <Suspense fallback={<PageLoader />}>
              <AccountEntryPage />
            </Suspense>
          }
        />
        <Route
          path="accountTasks/:id/:name"
          element={
            <Suspense fallback={<PageLoader />}>
              <AccountTasksPage />
            </Suspense>
          }
        />
        <Route
          path="accountPageAccess/:id/:name"
          element={
            <Suspense fallback={<PageLoader />}>
              <AccountAccessPage />
            </Suspense>
          }
        />
        <Route
          path="accountDocTypes/:id/:name"
          element={
            <Suspense fallback={<PageLoader />}>
              <AccountDocTypesPage />
            </Suspense>
          }
        />
        <Route
          path="accountReload/:id/:name"
          element={
            <Suspense fallback={<PageLoader />}>
              <AccountReloadPage />
            </Suspense>
          }
        />
        <Route path=":screen/*" element={<ControlPanelScreen />} />
      </Routes>
    </SectionLayout>
  );
}
