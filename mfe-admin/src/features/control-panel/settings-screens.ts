import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/*
 * The control-panel screens built as settings screens, by their path under /controlPanel. Each is downloaded
 * when first opened. A path of control-panel-screens.ts missing here is not built yet, and its page says so.
 */
export const SETTINGS_SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  alacarterates: lazy(() => import('../fee-structure/a-la-carte-rates-screen')),
  alacarteratesspecial: lazy(() => import('../fee-structure/special-rates-screen')),
  creditCardAlternateRates: lazy(() => import('../fee-structure/credit-card-rates-screen')),
  escrow: lazy(() => import('../fee-structure/escrow-screen')),
  creditCardExtra: lazy(() => import('../fee-structure/credit-card-extra-screen')),
  flatFeeRates: lazy(() => import('../fee-structure/flat-fee-screen')),
  flatFeeOverride: lazy(() => import('../fee-structure/flat-fee-override-screen')),
  billingSchedule: lazy(() => import('../fee-structure/billing-schedule-screen')),
  efileFees: lazy(() => import('../fee-structure/efile-fees-screen')),
  userAccess: lazy(() => import('../user-admin/user-access-screen')),
  userLockout: lazy(() => import('../user-admin/lockout-screen')),
  userLockout2: lazy(() => import('../user-admin/end-sessions-screen')),
  userPurgeNow: lazy(() => import('../user-admin/purge-now-screen')),
  userPurgeSchedule: lazy(() => import('../user-admin/purge-schedule-screen')),
  auditLogPurgeSchedule: lazy(() => import('../user-admin/purge-audit-log-screen')),
  common: lazy(() => import('../web-pages/common-screen')),
  loginPageRegistration: lazy(() => import('../web-pages/login-registration-screen')),
  homeSelections: lazy(() => import('../web-pages/home-selections-screen')),
  search: lazy(() => import('../web-pages/search1-screen')),
  search2: lazy(() => import('../web-pages/search2-screen')),
  homeNotableDates: lazy(() => import('../web-pages/notable-dates-screen')),
  reports: lazy(() => import('../web-pages/reports-screen')),
  loginPageLinks: lazy(() => import('../web-pages/login-links-screen')),
  loginPageSlides: lazy(() => import('../web-pages/login-slides-screen')),
  loginPageLatestNews: lazy(() =>
    import('../web-pages/paragraph-list-screen').then((m) => ({
      default: m.LoginLatestNewsScreen,
    })),
  ),
  homeExternalLinks: lazy(() =>
    import('../web-pages/paragraph-list-screen').then((m) => ({ default: m.MoreLinksScreen })),
  ),
  homeLatestNews: lazy(() =>
    import('../web-pages/paragraph-list-screen').then((m) => ({ default: m.MoreNewsScreen })),
  ),
  efile: lazy(() => import('../technical/efile-screen')),
  languages: lazy(() => import('../technical/languages-screen')),
  reloadConfiguration: lazy(() => import('../technical/reload-configuration-screen')),
  performanceMonitoring: lazy(() => import('../technical/performance-monitoring-screen')),
  recordingFeed: lazy(() => import('../technical/recording-feed/recording-feed-screen')),
  LandSharkOneAccountsUsers: lazy(() => import('../technical/landshark-one/accounts-users-screen')),
  LandSharkOneAuditLog: lazy(() => import('../technical/landshark-one/audit-log-screen')),
};
