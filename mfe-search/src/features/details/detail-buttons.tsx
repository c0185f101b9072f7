import {
  Button,
  Group,
  ModuleDialog,
  showAlert,
  translateMessage,
  useCountyStore,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { namesParcelId, SEARCH_MESSAGES, type SourcedDocKey } from '@lrp/contract';
import { useState } from 'react';
import { ParcelLinksDialog } from './parcel-links-dialog';

/** What the buttons know of the record shown (null: nothing selected). */
export type ButtonRecord = {
  docId: number;
  title: string;
  sourcedDocKey: SourcedDocKey;
  imageAllowed: boolean;
  /** Its legal descriptions (the Map and Tax buttons need one naming a parcel); null for records without. */
  legals: readonly { description: string; comment: string }[] | null;
} | null;

/** The user may see this record's images (spec 2 §6): accountDocTypes of its image key type and imageAllowed. */
export function useImageShown(record: ButtonRecord): boolean {
  const docTypes = useSessionStore((s) => s.user?.accountDocTypes);
  if (!record) return true;
  return !!docTypes?.[record.sourcedDocKey.imageKeyType]?.imageRetrieval && record.imageAllowed;
}

/**
 * The detail panel's buttons (spec 2 §2, §6): Image (Certificate for Torrens) opens the imaging module's preview
 * dialog; Map and Tax (county switches, a legal description naming a parcel) open the GIS and tax links. With
 * nothing selected each says 'Select a document.' ('Select a certificate.' for Torrens).
 */
export function DetailButtons({
  record,
  imageLabel = 'detail.image',
  certificate = false,
}: {
  record: ButtonRecord;
  imageLabel?: 'detail.image' | 'detail.certificate';
  certificate?: boolean;
}) {
  const { t } = useTranslation('search');
  const search2 = useCountyStore((s) => s.config.search2);
  const [open, setOpen] = useState<'image' | 'tax' | 'gis' | null>(null);
  const imageShown = useImageShown(record);
  const parcels = !record || (record.legals !== null && namesParcelId(record.legals));
  const choose = (what: 'image' | 'tax' | 'gis') => {
    if (!record) {
      showAlert({
        kind: 'info',
        message: translateMessage(
          certificate ? SEARCH_MESSAGES.selectCertificate : SEARCH_MESSAGES.selectDocument,
        ),
      });
      return;
    }
    setOpen(what);
  };
  const withLegals = !certificate && (record === null || record.legals !== null);
  return (
    <Group gap="xs">
      {imageShown && (
        <Button size="xs" onClick={() => choose('image')}>
          {t(imageLabel)}
        </Button>
      )}
      {withLegals && search2?.map && parcels && (
        <Button size="xs" variant="default" onClick={() => choose('gis')}>
          {t('detail.map')}
        </Button>
      )}
      {withLegals && search2?.tax && parcels && (
        <Button size="xs" variant="default" onClick={() => choose('tax')}>
          {t('detail.tax')}
        </Button>
      )}
      {record && open === 'image' && (
        <ModuleDialog
          module="mfe-imaging"
          dialog="imagePreview"
          props={{
            opened: true,
            onClose: () => setOpen(null),
            title: record.title,
            sourcedDocKey: record.sourcedDocKey,
          }}
        />
      )}
      {record && (open === 'tax' || open === 'gis') && (
        <ParcelLinksDialog system={open} docId={record.docId} onClose={() => setOpen(null)} />
      )}
    </Group>
  );
}
