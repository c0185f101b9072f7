import {
  Anchor,
  Button,
  Group,
  Loader,
  showErrorAlert,
  Stack,
  translateMessage,
  useTranslation,
} from '@lrp/shared';
import { SEARCH_MESSAGES } from '@lrp/contract';
import { useParcelLinks } from './api/details-api';
import { Modal } from '@lrp/shared/widgets';
import { useEffect } from 'react';

/**
 * Links To Tax System / Links to GIS System (tax/getLinks, gis/getLinks): the document's parcel IDs as links
 * opening the county's system in a new tab, and Close. A failure closes it with the error alert.
 */
export function ParcelLinksDialog({
  system,
  docId,
  onClose,
}: {
  system: 'tax' | 'gis';
  docId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('search');
  const links = useParcelLinks(system, docId);
  const title = translateMessage(
    system === 'tax' ? SEARCH_MESSAGES.taxLinksHeader : SEARCH_MESSAGES.gisLinksHeader,
  );
  const failed = links.isError ? links.error : null;
  // A failed call is shown once, as the error alert, and the dialog closes.
  useEffect(() => {
    if (!failed) return;
    showErrorAlert(failed);
    onClose();
  }, [failed, onClose]);
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="sm">
        {links.isPending && <Loader size="sm" aria-label={t('detail.loading')} />}
        {links.data && (
          <ul aria-label={title} style={{ margin: 0 }}>
            {links.data.parcelIds.map((id, i) => (
              <li key={id}>
                <Anchor
                  href={links.data.parcelIdLinks[i]}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {id}
                </Anchor>
              </li>
            ))}
          </ul>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('detail.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
