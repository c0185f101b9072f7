import { definePortalModule, registerLocales } from '@lrp/shared';
import { lazy } from 'react';
import en from './locales/en.json';

registerLocales('imaging', en, (tag) => import(`./locales/${tag}.json`).then((m) => m.default));

const ImagePreviewDialog = lazy(() => import('./features/image-preview/image-preview-dialog'));

/** Page preview, order, payment and PDF download, opened as a dialog by other modules (spec 1 §4). */
export default definePortalModule({
  name: 'mfe-imaging',
  mounts: {},
  dialogs: { imagePreview: ImagePreviewDialog },
  build: __LRP_BUILD__,
});
