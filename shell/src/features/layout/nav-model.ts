import { type EnabledModule, type LocalizedLabel, type Role } from '@lrp/shared';

export interface NavItem {
  path: string;
  label: LocalizedLabel;
  description?: LocalizedLabel;
  icon?: string;
  order: number;
  /** The module behind the entry; absent for the shell's own pages. */
  module?: string;
}

/** The shell's own entry; everything else comes from the modules' module.json. */
export const HOME_NAV: NavItem = { path: '/home', label: { en: 'Home' }, icon: 'home', order: 0 };

/** The navigation a signed-in user sees: the enabled modules' entries allowed for their role, in order. */
export function buildNavigation(modules: EnabledModule[], role: Role | undefined): NavItem[] {
  if (!role) return [];
  const entries = modules.flatMap((module) =>
    module.nav
      .filter((entry) => !entry.roles || entry.roles.includes(role))
      .map((entry): NavItem => ({ ...entry, module: module.name })),
  );
  return [HOME_NAV, ...entries].sort((a, b) => a.order - b.order);
}
