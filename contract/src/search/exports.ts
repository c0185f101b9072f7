import '../zod';
import * as z from 'zod/mini';
import { LANGUAGE_CODES, type LanguageCode } from '../languages';
import type { IssueSink } from '../rules';
import type { SearchTypeKey } from '../search-types';
import {
  SEARCH_CRITERIA,
  searchPagingFields,
  type SearchCriteria,
  type SearchCriteriaInput,
  type SearchPaging,
} from './criteria';

/*
 * Search 2 beyond the spec's calls: the search results as a spreadsheet (Excel or CSV) besides the Print's PDF
 * (search/{type}Print), offered where the county's Search 2 setting downloadResults allows the Download.
 */

/** The spreadsheet formats of POST search/{type}Export: Excel (.xlsx, typed cells) and CSV (UTF-8). */
export const RESULTS_EXPORT_FORMATS = ['XLSX', 'CSV'] as const;
export type ResultsExportFormat = (typeof RESULTS_EXPORT_FORMATS)[number];

/** The file name the Download menu saves for each export format. */
export const SEARCH_RESULTS_EXPORT_FILES = {
  XLSX: 'SearchResults.xlsx',
  CSV: 'SearchResults.csv',
} as const satisfies Record<ResultsExportFormat, string>;

/** `search/searchByName` -> the export call: `search/searchByNameExport`. */
export const searchExportPath = (type: SearchTypeKey) => `search/${type}Export` as const;

export type ResultsExportFields = {
  format: ResultsExportFormat;
  /** The language of the column headings (the browser's interface language); the session's when absent. */
  language?: LanguageCode;
};

/**
 * The body of POST search/{type}Export: the search's criteria and paging fields as for search/{type}Print (the
 * page number is ignored: every row of the search is exported, in the sort asked for), the format and the
 * language of the headings.
 */
export function resultsExportRequestSchema<T extends SearchTypeKey>(
  type: T,
): z.ZodMiniType<
  SearchCriteria<T> & SearchPaging & ResultsExportFields,
  SearchCriteriaInput<T> & Partial<SearchPaging> & ResultsExportFields
> {
  const { fields, check } = SEARCH_CRITERIA[type] as unknown as {
    fields: z.ZodMiniObject;
    check: (v: SearchCriteria<T>, ctx: IssueSink) => void;
  };
  return z
    .extend(fields, {
      ...searchPagingFields(type),
      format: z.enum(RESULTS_EXPORT_FORMATS),
      language: z.optional(z.enum(LANGUAGE_CODES)),
    })
    .check(
      z.superRefine((v, ctx) => check(v as unknown as SearchCriteria<T>, ctx)),
    ) as unknown as z.ZodMiniType<
    SearchCriteria<T> & SearchPaging & ResultsExportFields,
    SearchCriteriaInput<T> & Partial<SearchPaging> & ResultsExportFields
  >;
}
