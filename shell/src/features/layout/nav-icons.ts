import {
  IconFileUpload,
  IconHome,
  IconLayoutGrid,
  IconPhoto,
  IconReportAnalytics,
  IconSearch,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';

/** Icons the modules may name in their navigation entries. */
export const NAV_ICONS = {
  home: IconHome,
  efile: IconFileUpload,
  search: IconSearch,
  reports: IconReportAnalytics,
  users: IconUsers,
  settings: IconSettings,
  images: IconPhoto,
} as const;

export const navIcon = (name: string | undefined) =>
  NAV_ICONS[name as keyof typeof NAV_ICONS] ?? IconLayoutGrid;
