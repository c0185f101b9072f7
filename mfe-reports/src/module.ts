import { definePortalModule, registerLocales } from '@lrp/shared';
import { lazy } from 'react';
import en from './locales/en.json';

registerLocales('reports', en, (tag) => import(`./locales/${tag}.json`).then((m) => m.default));

const ReportsSection = lazy(() => import('./features/report-menu/reports-section'));

/** Audit, statement and transaction-summary reports (spec 3 §2.4). */
export default definePortalModule({
  name: 'mfe-reports',
  mounts: { '/reports': ReportsSection },
  build: __LRP_BUILD__,
});
