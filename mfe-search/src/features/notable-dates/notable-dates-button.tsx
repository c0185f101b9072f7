import { Button, useCountyStore, useTranslation } from '@lrp/shared';
import { Modal } from '@lrp/shared/widgets';
import { useState } from 'react';
import { NotableDatesPanel } from './notable-dates-panel';

/** The result screens' Notable Dates button (spec 2 §2): the county's notable dates in a popup. */
export function NotableDatesButton() {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const shown = useCountyStore(
    (s) =>
      s.config.searchOptions?.showNotableDates === true &&
      ((s.content.notableDates as { rows: unknown[] } | undefined)?.rows.length ?? 0) > 0,
  );
  if (!shown) return null;
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpen(true)}>
        {t('notableDates.title')}
      </Button>
      {open && (
        <Modal
          opened
          onClose={() => setOpen(false)}
          title={t('notableDates.title')}
          centered
          size="lg"
        >
          <NotableDatesPanel />
        </Modal>
      )}
    </>
  );
}
