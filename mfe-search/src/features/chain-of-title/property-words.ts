import type { ChainOfTitleRequest } from '@lrp/contract';
import { useTranslation } from '@lrp/shared';
import { useCountyPlats } from '../plat/plat-field';

/**
 * The property as the person asked for it, in their language ("Lot 7, Block 3, Pine Ridge Second Addition"); the
 * server's own wording (English) is what the PDF and the ledger say.
 */
export function usePropertyWords(request: ChainOfTitleRequest): string {
  const { t } = useTranslation('chainOfTitle');
  const plats = useCountyPlats();
  if (request.by === 'PARCEL') return t('property.PARCEL', { parcelId: request.parcelId });
  if (request.by === 'LOT_BLOCK') {
    const plat = plats.find((p) => p.code === request.plat)?.name ?? request.plat;
    const words = { lot: request.lot, block: request.block, plat };
    return request.block ? t('property.LOT_BLOCK', words) : t('property.LOT', words);
  }
  const quarters = [request.qq, request.q].filter(Boolean).map((q) => `${q}1/4`);
  const section = t('property.SECTION', request);
  return quarters.length ? `${section} (${quarters.join(' ')})` : section;
}
