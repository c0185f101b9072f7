import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import type { ImageStore } from '../modules/image-store/image-store';
import { openImageStore } from '../modules/image-store/open-image-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The county's scanned pages (IMAGE_STORE: a folder under DATA_DIR, or an S3 bucket; docs/image-store.md). */
    imageStore: ImageStore;
  }
}

/** The image store the configuration names, decorated onto the instance. */
export default globalPlugin('image-store', async (app: FastifyInstance) => {
  app.decorate('imageStore', await openImageStore(app.config));
});
