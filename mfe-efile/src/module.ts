import { definePortalModule, registerLocales } from '@lrp/shared';
import { lazy } from 'react';
import en from './locales/en.json';

registerLocales('efile', en, (tag) => import(`./locales/${tag}.json`).then((m) => m.default));

const EfilePage = lazy(() => import('./features/efile-page/efile-page'));
const SubmissionsPage = lazy(() => import('./features/submissions/submissions-page'));

/** Electronic document submission with payment (spec 3 §2.4), and the county's review of what was submitted. */
export default definePortalModule({
  name: 'mfe-efile',
  mounts: { '/efile': EfilePage, '/efile/submissions': SubmissionsPage },
  build: __LRP_BUILD__,
});
