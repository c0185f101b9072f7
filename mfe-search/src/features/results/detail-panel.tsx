import {
  CloseButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  useQueryClient,
  useTranslation,
} from '@lrp/shared';
import { Modal } from '@lrp/shared/widgets';
import type { ResultKind } from '@lrp/contract';
import { useSearchDetail } from '../details/api/details-api';
import { useEffect } from 'react';
import { DetailButtons } from '../details/detail-buttons';
import { usePayPerSearch } from '../pay-per-search/use-pay-per-search';
import { RESULT_SCREENS } from './result-screens';
import { useResultsStore } from './results-store';
import classes from './results-table.module.css';
import type { useSequence } from './use-sequence';

/**
 * The detail panel beside the results (spec 2 §2, §4): the selected row's detail, read when the row is chosen
 * (with the pay-per-search flow: a detail that asks for payment unselects the row until the card is authorized),
 * and the Image / Map / Tax buttons. Shown only while a row is chosen; its close button unselects the row. On
 * narrow windows it is a dialog over the list. The payment dialogs stay mounted while no row is chosen.
 */
export function DetailPanel({
  kind,
  sequence,
  dialog,
}: {
  kind: ResultKind;
  sequence: ReturnType<typeof useSequence>;
  /** Narrow windows: the detail opens over the list (the whole screen on phones), not below it. */
  dialog?: 'window' | 'fullScreen';
}) {
  const { t } = useTranslation('search');
  const client = useQueryClient();
  const selectedId = useResultsStore((s) => s.selectedId);
  const view = useResultsStore((s) => s.view);
  const checked = useResultsStore((s) => s.checked);
  const screen = RESULT_SCREENS[kind];
  const row =
    selectedId === null
      ? undefined
      : [...(view?.rows ?? []), ...checked].find((r) => screen.rowId(r) === selectedId);
  const request = row
    ? { docId: selectedId!, sourcedDocKey: screen.record(row, null).sourcedDocKey }
    : null;
  const detail = useSearchDetail(kind, request);
  const pay = usePayPerSearch();
  const answer = detail.data;

  // An answer that asks for payment: the row is unselected and the card flow runs; once paid it is read again.
  useEffect(() => {
    if (!answer || answer.details || selectedId === null) return;
    const key = ['search', 'detail', kind, selectedId];
    const id = selectedId;
    if (
      pay.needsPayment(answer, () => {
        client.removeQueries({ queryKey: key });
        useResultsStore.getState().select(id);
      })
    ) {
      client.removeQueries({ queryKey: key });
      useResultsStore.getState().select(null);
    }
  }, [answer, selectedId, kind, client, pay]);

  const Detail = screen.Detail;
  const details = answer?.details ?? null;
  const close = () => {
    const id = useResultsStore.getState().selectedId;
    useResultsStore.getState().select(null);
    // Back to the row that was open (the close button leaves with the panel).
    if (id !== null)
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`[data-open-id="${id}"]`)?.focus(),
      );
  };
  const body = row && (
    <Stack gap="sm">
      <DetailButtons
        record={screen.record(row, details)}
        imageLabel={screen.certificate ? 'detail.certificate' : 'detail.image'}
        certificate={screen.certificate}
      />
      {detail.isFetching && <Loader size="sm" aria-label={t('detail.loading')} />}
      {detail.isError && <Text size="sm">{t('detail.failed')}</Text>}
      {details && <Detail detail={details as never} sequence={sequence} />}
    </Stack>
  );
  return (
    <>
      {row && !dialog && (
        <Paper
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-labelledby="detail-title"
          className={classes.detail}
        >
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={3} id="detail-title">
                {screen.title(row)}
              </Title>
              <CloseButton aria-label={t('results.closeDetail')} onClick={close} />
            </Group>
            {body}
          </Stack>
        </Paper>
      )}
      {row && dialog && (
        <Modal
          opened
          onClose={close}
          title={screen.title(row)}
          fullScreen={dialog === 'fullScreen'}
          size="xl"
          closeButtonProps={{ 'aria-label': t('results.closeDetail') }}
        >
          {body}
        </Modal>
      )}
      {pay.dialogs}
    </>
  );
}
