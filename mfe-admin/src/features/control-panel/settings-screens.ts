import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/*
 * The control-panel screens built as settings screens, by their path under /controlPanel. Each is downloaded
 * when first opened. A path of control-panel-screens.ts missing here is not built yet, and its page says so.
 */
export const SETTINGS_SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  escrow: lazy(() => import('../fee-structure/escrow-screen')),
};
