import { Loader, Paper, Stack, Text, Title, useQueryClient, useTranslation } from '@lrp/shared';
import type { ResultKind } from '@lrp/contract';
import { useSearchDetail } from '../details/api/details-api';
import { useEffect } from 'react';
import { DetailButtons } from '../details/detail-buttons';
import { usePayPerSearch } from '../pay-per-search/use-pay-per-search';
import { RESULT_SCREENS } from './result-screens';
import { useResultsStore } from './results-store';
import type { useSequence } from './use-sequence';

/**
 * The detail panel beside the results (spec 2 §2, §4): the selected row's detail, read when the row is chosen
 * (with the pay-per-search flow: a detail that asks for payment unselects the row until the card is authorized),
 * and the Image / Map / Tax buttons.
 */
export function DetailPanel({
  kind,
  sequence,
}: {
  kind: ResultKind;
  sequence: ReturnType<typeof useSequence>;
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
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="detail-title">
      <Stack gap="sm">
        <Title order={3} id="detail-title">
          {row ? screen.title(row) : t('detail.title')}
        </Title>
        <DetailButtons
          record={row ? screen.record(row, details) : null}
          imageLabel={screen.certificate ? 'detail.certificate' : 'detail.image'}
          certificate={screen.certificate}
        />
        {!row && <Text size="sm">{t('detail.chooseRow')}</Text>}
        {row && detail.isFetching && <Loader size="sm" aria-label={t('detail.loading')} />}
        {row && detail.isError && <Text size="sm">{t('detail.failed')}</Text>}
        {row && details && <Detail detail={details as never} sequence={sequence} />}
      </Stack>
      {pay.dialogs}
    </Paper>
  );
}
