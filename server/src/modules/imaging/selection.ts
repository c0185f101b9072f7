import {
  formatPageList,
  parsePageList,
  selectedPages,
  type ImagePreviewSettingChange,
  type ImagePreviewSettings,
  type PagesSelected,
} from '@lrp/contract';

/*
 * The preview's page selection (spec 1 §4 "Selection changes"): the browser sends the settings and a change, the
 * server answers the new selection. No selection is ENTIRE_DOCUMENT with an empty list; a toggle, keep or ignore
 * on the whole document turns it into the list of the other pages; editing the text makes it CSV_PAGES.
 */

export function pagesSelectedOf(
  settings: Pick<ImagePreviewSettings, 'pageSelectionMethod' | 'selectedAsCsv'>,
  pageCount: number,
): PagesSelected {
  return {
    pageSelectionMethod: settings.pageSelectionMethod,
    selectedAsCsv: settings.selectedAsCsv,
    pages: selectedPages(settings, pageCount),
  };
}

export function changeSelection(
  change: ImagePreviewSettingChange,
  settings: ImagePreviewSettings,
  page: number | undefined,
  pageCount: number,
): PagesSelected {
  const current = new Set(selectedPages(settings, pageCount));
  const asList = (pages: Set<number>): PagesSelected => {
    const sorted = [...pages].sort((a, b) => a - b);
    return {
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: formatPageList(sorted),
      pages: sorted,
    };
  };
  const inRange = page !== undefined && page >= 1 && page <= pageCount;
  switch (change) {
    case 'PAGE_TOGGLED':
      if (!inRange) return pagesSelectedOf(settings, pageCount);
      if (current.has(page)) current.delete(page);
      else current.add(page);
      return asList(current);
    case 'KEEP_PAGE':
      if (!inRange) return pagesSelectedOf(settings, pageCount);
      current.add(page);
      return asList(current);
    case 'IGNORE_PAGE':
      if (!inRange) return pagesSelectedOf(settings, pageCount);
      current.delete(page);
      return asList(current);
    case 'PAGE_SELECTION_METHOD_CHANGED':
      return settings.pageSelectionMethod === 'ENTIRE_DOCUMENT'
        ? {
            pageSelectionMethod: 'ENTIRE_DOCUMENT',
            selectedAsCsv: '',
            pages: selectedPages(
              { pageSelectionMethod: 'ENTIRE_DOCUMENT', selectedAsCsv: '' },
              pageCount,
            ),
          }
        : pagesSelectedOf(
            { pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: settings.selectedAsCsv },
            pageCount,
          );
    case 'PAGES_CHANGED': {
      // The text stays as typed (the person is still typing); the pages are what it says so far.
      const list = parsePageList(settings.selectedAsCsv, pageCount);
      return {
        pageSelectionMethod: 'CSV_PAGES',
        selectedAsCsv: settings.selectedAsCsv,
        pages: list.ok ? list.pages : [],
      };
    }
  }
}
