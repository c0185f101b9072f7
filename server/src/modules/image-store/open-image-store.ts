import type { Config } from '../../config';
import { FolderStore } from './folder-store';
import type { ImageStore } from './image-store';

/*
 * Opens the image store the configuration names (IMAGE_STORE): the folder by default, or an S3 bucket. The S3
 * store is loaded only when chosen, so a portal on the folder never loads the AWS SDK.
 */

/** The configured image store; S3 credentials come from the SDK's standard chain (AWS_ACCESS_KEY_ID...). */
export async function openImageStore(config: Pick<Config, 'imageStore'>): Promise<ImageStore> {
  const settings = config.imageStore;
  if (settings.kind === 'folder') return new FolderStore(settings.dir);
  const { S3Store } = await import('./s3-store');
  return new S3Store({
    bucket: settings.bucket,
    prefix: settings.prefix,
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
  });
}
