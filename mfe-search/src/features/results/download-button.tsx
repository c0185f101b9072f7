import { Button, i18n, useTranslation } from '@lrp/shared';
import { saveFile } from '@lrp/shared/sections';
import { Menu } from '@lrp/shared/widgets';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  SEARCH_RESULTS_EXPORT_FILES,
  SEARCH_RESULTS_REPORT_FILE,
  type LanguageCode,
  type ResultsExportFormat,
} from '@lrp/contract';
import { useDownloadSearchResults, useExportSearchResults } from './api/search-api';
import { useResultsStore } from './results-store';

type Format = 'PDF' | ResultsExportFormat;

/** The API code of the language the screens are shown in (the export's headings follow it). */
const interfaceLanguage = (): LanguageCode =>
  LANGUAGES.find((l) => l.tag === i18n.language)?.code ?? DEFAULT_LANGUAGE;

/**
 * Download (spec 2 §2, §7): every row of the search, in the order shown, saved as SearchResultsReport.pdf, or as
 * a spreadsheet (Excel or CSV, headed in the user's language). A menu button: Enter, Space or the arrow keys open
 * it, the arrow keys move between the formats, Escape closes it.
 */
export function DownloadButton() {
  const { t } = useTranslation('search');
  const pdf = useDownloadSearchResults();
  const spreadsheet = useExportSearchResults();
  const pending = pdf.isPending || spreadsheet.isPending;
  const save = (format: Format) => {
    const { view } = useResultsStore.getState();
    if (!view || pending) return;
    const request = {
      ...view.search,
      sortKey: view.sortKey,
      sortDirection: view.sortDirection,
      updateHistory: false,
    };
    if (format === 'PDF')
      pdf.mutate(request, { onSuccess: (file) => saveFile(file, SEARCH_RESULTS_REPORT_FILE) });
    else
      spreadsheet.mutate(
        { ...request, format, language: interfaceLanguage() },
        { onSuccess: (file) => saveFile(file, SEARCH_RESULTS_EXPORT_FILES[format]) },
      );
  };
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button size="xs" variant="default" loading={pending}>
          {t('results.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {(['PDF', 'XLSX', 'CSV'] as const).map((format) => (
          <Menu.Item key={format} onClick={() => save(format)}>
            {t(`results.downloadFormats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
