import { type Role } from '@lrp/shared';

export interface ControlPanelScreen {
  path: string;
  group: 'fees' | 'accounts' | 'users' | 'webPages' | 'technical';
  roles?: Role[];
}

/** The control panel's screens in the side navigation's order (spec 3 §2.3); labels live in the locale. */
export const CONTROL_PANEL_SCREENS: ControlPanelScreen[] = [
  { path: 'alacarterates', group: 'fees' },
  { path: 'alacarteratesspecial', group: 'fees' },
  { path: 'creditCardAlternateRates', group: 'fees' },
  { path: 'creditCardExtra', group: 'fees' },
  { path: 'escrow', group: 'fees' },
  { path: 'flatFeeRates', group: 'fees' },
  { path: 'flatFeeOverride', group: 'fees' },
  { path: 'billingSchedule', group: 'fees' },
  { path: 'efileFees', group: 'fees' },
  { path: 'accounts', group: 'accounts' },
  { path: 'userAccess', group: 'users' },
  { path: 'userLockout', group: 'users' },
  { path: 'userLockout2', group: 'users' },
  { path: 'userPurgeNow', group: 'users' },
  { path: 'userPurgeSchedule', group: 'users' },
  { path: 'auditLogPurgeSchedule', group: 'users' },
  { path: 'common', group: 'webPages' },
  { path: 'loginPageLinks', group: 'webPages' },
  { path: 'loginPageLatestNews', group: 'webPages' },
  { path: 'loginPageSlides', group: 'webPages' },
  { path: 'loginPageRegistration', group: 'webPages' },
  { path: 'homeExternalLinks', group: 'webPages' },
  { path: 'homeLatestNews', group: 'webPages' },
  { path: 'homeNotableDates', group: 'webPages' },
  { path: 'homeSelections', group: 'webPages' },
  { path: 'search', group: 'webPages' },
  { path: 'search2', group: 'webPages' },
  { path: 'reports', group: 'webPages' },
  { path: 'efile', group: 'technical', roles: ['TRIMIN'] },
  { path: 'LandSharkOneAccountsUsers', group: 'technical', roles: ['TRIMIN'] },
  { path: 'LandSharkOneAuditLog', group: 'technical', roles: ['TRIMIN'] },
  { path: 'languages', group: 'technical', roles: ['TRIMIN'] },
  { path: 'modules', group: 'technical', roles: ['TRIMIN'] },
  { path: 'performanceMonitoring', group: 'technical', roles: ['TRIMIN'] },
  { path: 'recordingFeed', group: 'technical', roles: ['TRIMIN'] },
  { path: 'reloadConfiguration', group: 'technical', roles: ['TRIMIN'] },
];

export const CONTROL_PANEL_GROUPS = ['fees', 'accounts', 'users', 'webPages', 'technical'] as const;
export const DEFAULT_CONTROL_PANEL_SCREEN = 'homeNotableDates';

/** The screens a role may open: the technical group is TRIMIN's alone. */
export const screensFor = (role: Role | undefined) =>
  CONTROL_PANEL_SCREENS.filter(
    (screen) => !screen.roles || (role !== undefined && screen.roles.includes(role)),
  );
