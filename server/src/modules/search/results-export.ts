import {
  ALL_PAGES,
  COUNTY_DEFAULTS,
  envelopeSchema,
  RESULT_ROW_SCHEMAS,
  resultsExportRequestSchema,
  SEARCH_RESULTS_EXPORT_FILES,
  SEARCH_TYPES,
  searchResponseSchema,
  type DocumentResult,
  type GrantorGranteeBookResult,
  type LanguageCode,
  type ResultKind,
  type ResultsExportFormat,
  type SearchOptions,
  type SearchTypeKey,
  type TaxLienResult,
  type TorrensCertificateResult,
  type TractBookResult,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileOrJsonReply, fileReply } from '../../lib/openapi';
import { spreadsheet, XLSX_TYPE, type SheetColumn } from '../../lib/spreadsheet';
import { SEARCH_SERVER_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { requireSession, sessionOf } from '../../plugins/roles';
import { exportWords, type ExportWords } from './results-export-words';
import { kindOf } from './searches';
import { runSearch } from './search-service';

/*
 * POST search/{type}Export (beyond the spec's calls): every row of a search, in the order asked for, as an Excel
 * workbook (typed cells: dates as dates, amounts as numbers) or a CSV file, the headings in the language the
 * browser names. It is the Print's twin (routes.ts): offered only when the county's downloadResults allows the
 * Download, the same search (runSearch with page -1, the history untouched) and so the same charge: the search
 * is charged once per user per county day, so exporting a search already run that day costs nothing more, and a
 * payer who must pay first gets the search answer (paymentNeeded) as JSON instead of a file.
 */

const CSV_TYPE = 'text/csv; charset=utf-8';

type Column<R> = SheetColumn<R>;
type Settings = { bookLabel: string; options: SearchOptions };

/** MM/DD/YYYY as a date (midnight UTC: the spreadsheet's day, whatever the zone); '' as no date. */
function usDate(text: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  return m ? new Date(Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]))) : null;
}

/** The time of "MM/DD/YYYY h:mm AM" ('' without one). */
const timeOf = (dateTime: string) => dateTime.replace(/^\d{2}\/\d{2}\/\d{4}\s*/, '');

const lines = (items: string[]) => items.filter(Boolean).join('\n');
const names = (parties: { displayName: string }[]) => lines(parties.map((p) => p.displayName));

/** The county's own label for the mortgage amount (its words, as on the screen), else the translated default. */
function mortgageLabel(options: SearchOptions, w: ExportWords): string {
  const label = options.mortgageAmountLabel.trim();
  return !label || label === COUNTY_DEFAULTS.searchOptions.mortgageAmountLabel
    ? w.mortgageAmount
    : label;
}

function documentColumns(
  w: ExportWords,
  { bookLabel, options }: Settings,
): Column<DocumentResult>[] {
  // The amounts the county shows (both when it names neither, as the detail panel does).
  const sale = options.displaySalePrice || !options.displayMortgageAmount;
  const mortgage = options.displayMortgageAmount || !options.displaySalePrice;
  const saleColumn: Column<DocumentResult> = {
    header: w.salePrice,
    width: 14,
    kind: 'money',
    value: (r) => r.salePrice,
  };
  const mortgageColumn: Column<DocumentResult> = {
    header: mortgageLabel(options, w),
    width: 16,
    kind: 'money',
    value: (r) => r.mortgageAmount,
  };
  return [
    { header: w.documentNumber, width: 14, kind: 'text', value: (r) => r.displayDocNumber },
    { header: w.instrument, width: 24, kind: 'text', value: (r) => r.instrumentDescription },
    { header: w.recordedDate, width: 14, kind: 'date', value: (r) => usDate(r.recordedDate) },
    { header: w.recordedTime, width: 12, kind: 'text', value: (r) => timeOf(r.recordedDateTime) },
    { header: w.instrumentDate, width: 14, kind: 'date', value: (r) => usDate(r.instrumentDate) },
    {
      header: w.bookPage.replace('{{book}}', bookLabel),
      width: 14,
      kind: 'text',
      value: (r) => r.displayBookAndPage,
    },
    ...(sale ? [saleColumn] : []),
    ...(mortgage ? [mortgageColumn] : []),
    { header: w.grantors, width: 32, kind: 'text', value: (r) => names(r.grantorSearchResults) },
    { header: w.grantees, width: 32, kind: 'text', value: (r) => names(r.granteeSearchResults) },
    {
      header: w.legalDescription,
      width: 48,
      kind: 'text',
      value: (r) =>
        lines(
          r.legalSearchResults.map((l) => [l.description, l.comment].filter(Boolean).join(' ')),
        ),
    },
  ];
}

function taxLienColumns(w: ExportWords): Column<TaxLienResult>[] {
  return [
    { header: w.documentNumber, width: 14, kind: 'text', value: (r) => r.displayDocNumber },
    { header: w.instrument, width: 24, kind: 'text', value: (r) => r.instrumentDescription },
    { header: w.recordedDate, width: 14, kind: 'date', value: (r) => usDate(r.recordedDate) },
    { header: w.lienNumber, width: 14, kind: 'text', value: (r) => r.lienNumber },
    { header: w.lienDate, width: 14, kind: 'date', value: (r) => usDate(r.lienDate) },
    { header: w.lienType, width: 12, kind: 'text', value: (r) => r.lienType },
    { header: w.totalAmount, width: 16, kind: 'money', value: (r) => r.totalAmount },
    {
      header: w.taxpayers,
      width: 32,
      kind: 'text',
      value: (r) => lines(r.taxpayerSearchResults.map((t) => t.name)),
    },
    {
      header: w.releases,
      width: 44,
      kind: 'text',
      value: (r) =>
        lines(
          r.releaseSearchResults.map((x) =>
            [
              `${w.release} ${x.releaseDisplayDocNumber} ${x.releaseDate} (${x.partialFullFlag === 'P' ? w.partial : w.full})`,
              x.revokeDisplayDocNumber
                ? `${w.revoke} ${x.revokeDisplayDocNumber} ${x.revokeDate}`
                : '',
            ]
              .filter(Boolean)
              .join('; ')
              .replace(/ {2,}/g, ' '),
          ),
        ),
    },
    {
      header: w.revisions,
      width: 24,
      kind: 'text',
      value: (r) => lines(r.revisionSearchResults.map((v) => `${v.flag} ${v.displayDocNumber}`)),
    },
  ];
}

function torrensColumns(
  w: ExportWords,
  { bookLabel }: Settings,
): Column<TorrensCertificateResult>[] {
  return [
    { header: w.certificateNumber, width: 14, kind: 'text', value: (r) => r.certificateNumber },
    { header: w.status, width: 12, kind: 'text', value: (r) => r.status },
    { header: w.fileNumber, width: 12, kind: 'text', value: (r) => r.fileNumber },
    { header: w.certifiedDate, width: 14, kind: 'date', value: (r) => usDate(r.certifiedDate) },
    {
      header: w.bookPage.replace('{{book}}', bookLabel),
      width: 14,
      kind: 'text',
      value: (r) => r.displayBookAndPage,
    },
    {
      header: w.cancelledBy,
      width: 24,
      kind: 'text',
      value: (r) =>
        r.cancelledBySearchResults.map((c) => c.cancelledByCertificateNumber).join(', '),
    },
  ];
}

function tractBookColumns(w: ExportWords): Column<TractBookResult>[] {
  return [
    { header: w.tractBookId, width: 14, kind: 'text', value: (r) => r.tractBookId },
    { header: w.recordedDate, width: 14, kind: 'date', value: (r) => usDate(r.recordedDate) },
    { header: w.instrument, width: 20, kind: 'text', value: (r) => r.instrument },
    { header: w.grantor, width: 30, kind: 'text', value: (r) => r.grantor },
    { header: w.grantee, width: 30, kind: 'text', value: (r) => r.grantee },
    { header: w.legalDescription, width: 48, kind: 'text', value: (r) => r.firstLegalDescription },
    {
      header: w.legalDescriptions,
      width: 12,
      kind: 'integer',
      value: (r) => r.legalDescriptionCount,
    },
  ];
}

function grantorGranteeBookColumns(w: ExportWords): Column<GrantorGranteeBookResult>[] {
  return [
    { header: w.id, width: 8, kind: 'integer', value: (r) => r.id },
    {
      header: w.bookType,
      width: 12,
      kind: 'text',
      value: (r) => (r.type === 'GRANTOR' ? w.grantor : w.grantee),
    },
    { header: w.volume, width: 40, kind: 'text', value: (r) => r.volume },
    { header: w.fromName, width: 16, kind: 'text', value: (r) => r.fromName },
    { header: w.toName, width: 16, kind: 'text', value: (r) => r.toName },
    { header: w.fromDate, width: 14, kind: 'date', value: (r) => usDate(r.fromDate) },
    { header: w.toDate, width: 14, kind: 'date', value: (r) => usDate(r.toDate) },
  ];
}

/** The columns of a result kind's export, headed in the given words. */
function exportColumns(
  kind: ResultKind,
  words: ExportWords,
  settings: Settings,
): Column<unknown>[] {
  const columns = {
    documents: () => documentColumns(words, settings),
    taxLiens: () => taxLienColumns(words),
    torrensCertificates: () => torrensColumns(words, settings),
    tractBooks: () => tractBookColumns(words),
    grantorGranteeBooks: () => grantorGranteeBookColumns(words),
  }[kind]();
  // Each kind's columns read that kind's rows, which arrive as the search's JSON.
  return columns as Column<unknown>[];
}

/**
 * A text cell for CSV: a value a spreadsheet program would run as a formula (starting with = + - @, or a tab or
 * carriage return before one) is prefixed with an apostrophe, so it is shown as the text it is (OWASP's advice
 * against CSV injection); then quoted when it holds a comma, a quote or a line break, quotes doubled (RFC 4180).
 */
function csvField(value: string | number | Date | null): string {
  if (value === null) return '';
  let text: string;
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    text = `${pad(value.getUTCMonth() + 1)}/${pad(value.getUTCDate())}/${value.getUTCFullYear()}`;
  } else if (typeof value === 'number') {
    text = String(value);
  } else {
    text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV: a heading line, then a line per row (CRLF), UTF-8 with a byte-order mark (Excel reads it so). */
function csvFile<R>(columns: Column<R>[], rows: R[]): Buffer {
  const line = (cells: (string | number | Date | null)[]) => cells.map(csvField).join(',');
  const text = [
    line(columns.map((c) => c.header)),
    ...rows.map((row) => line(columns.map((c) => c.value(row)))),
  ].join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

const resultsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = requireSession();

  const register = (type: SearchTypeKey) => {
    const responseSchema = envelopeSchema(searchResponseSchema(RESULT_ROW_SCHEMAS[kindOf(type)]));
    const file = fileOrJsonReply(
      XLSX_TYPE,
      'The results as an Excel workbook (format XLSX) or a CSV file (format CSV, text/csv); when a payment is needed first, the search answer as JSON.',
      responseSchema,
    );
    app.post(
      `/${type}Export`,
      {
        onRequest: signedIn,
        schema: {
          body: resultsExportRequestSchema(type),
          response: {
            200: { ...file, content: { ...file.content, ...fileReply(CSV_TYPE, '').content } },
          },
        },
      },
      async (request, reply) => {
        if (!(await app.countyConfig.get('search2')).downloadResults)
          throw new ApiError(404, SEARCH_SERVER_MESSAGES.downloadNotOffered);
        const session = sessionOf(request);
        const { format, language, ...search } = request.body as Record<string, unknown> & {
          format: ResultsExportFormat;
          language?: LanguageCode;
        };
        const all = { ...search, pageNumber: ALL_PAGES, batch: 0, updateHistory: false };
        const {
          describe: _describe,
          searchResults,
          ...response
        } = await runSearch(app, session.user, type, all);
        if (!searchResults) return reply.ok({ ...response, searchResults: null });
        const [common, options] = await Promise.all([
          app.countyConfig.get('common'),
          app.countyConfig.get('searchOptions'),
        ]);
        const words = exportWords(language ?? session.language);
        const columns = exportColumns(kindOf(type), words, {
          bookLabel: common.bookLabel,
          options,
        });
        // At most RESULTS_TRUNCATION rows, as the search answered them.
        const rows = JSON.parse(searchResults.rows.json) as unknown[];
        const body =
          format === 'CSV'
            ? csvFile(columns, rows)
            : await spreadsheet(app.cpu, words.searchResults.slice(0, 31), columns, rows);
        return reply
          .type(format === 'CSV' ? CSV_TYPE : XLSX_TYPE)
          .header(
            'content-disposition',
            `attachment; filename="${SEARCH_RESULTS_EXPORT_FILES[format]}"`,
          )
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };

  for (const { key } of SEARCH_TYPES) register(key);
};

export default resultsExportRoutes;
