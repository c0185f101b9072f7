import { Button, useTranslation } from '@lrp/shared';
import { saveFile } from '@lrp/shared/sections';
import { SEARCH_RESULTS_REPORT_FILE } from '@lrp/contract';
import { useDownloadSearchResults } from './api/search-api';
import { useResultsStore } from './results-store';

/** Download (spec 2 §2, §7): every row of the search, in the order shown, saved as SearchResultsReport.pdf. */
export function DownloadButton() {
  const { t } = useTranslation('search');
  const download = useDownloadSearchResults();
  const save = () => {
    const { view } = useResultsStore.getState();
    if (!view || download.isPending) return;
    download.mutate(
      {
        ...view.search,
        sortKey: view.sortKey,
        sortDirection: view.sortDirection,
        updateHistory: false,
      },
      {
        onSuccess: (pdf) => saveFile(pdf, SEARCH_RESULTS_REPORT_FILE),
      },
    );
  };
  return (
    <Button size="xs" variant="default" onClick={save} loading={download.isPending}>
      {t('results.download')}
    </Button>
  );
}
