import { definePortalModule, registerLocales } from '@lrp/shared';
import { lazy } from 'react';
import en from './locales/en.json';

registerLocales('admin', en, (tag) => import(`./locales/${tag}.json`).then((m) => m.default));

const UserManagerSection = lazy(() => import('./features/users/user-manager-section'));
const ControlPanelSection = lazy(() => import('./features/control-panel/control-panel-section'));

/** User administration and the county control panel (spec 3 §2.1 to §2.3). */
export default definePortalModule({
  name: 'mfe-admin',
  mounts: { '/userManager': UserManagerSection, '/controlPanel': ControlPanelSection },
  build: __LRP_BUILD__,
});
