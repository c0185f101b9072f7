import {
  ALL_PAGES,
  envelopeSchema,
  RESULT_ROW_SCHEMAS,
  SEARCH_RESULTS_REPORT_FILE,
  SEARCH_TYPES,
  searchRequestSchema,
  searchResponseSchema,
  type SearchTypeKey,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatCountyDateTime, zoneAbbreviation } from '../../lib/county-time';
import { fileOrJsonReply } from '../../lib/openapi';
import { SEARCH, SEARCH_SERVER_MESSAGES } from '../../messages';
import { sendWithJsonList } from '../../lib/spliced-json';
import { ApiError } from '../../plugins/envelope';
import { runCheckingCaches } from '../../plugins/cache-check';
import { requireSession, sessionOf } from '../../plugins/roles';
import chainOfTitleRoutes from './chain-of-title/routes';
import detailRoutes from './detail-routes';
import recordingStatisticsRoutes from './recording-statistics';
import referencedByRoutes from './referenced-by';
import resultsExportRoutes from './results-export';
import savedSearchRoutes from './saved-searches';
import { kindOf } from './searches';
import { runSearch } from './search-service';

/**
 * /api/search (spec 2 §7): POST search/{type} for the 15 searches (the first search, its background batches,
 * paging, sorting and replays from Recent Searches all use it), POST search/{type}Print for the whole result set
 * as SearchResultsReport.pdf, POST search/{type}Export for it as a spreadsheet (results-export.ts), and the
 * detail panel's calls (detail-routes.ts; referencedByDocuments in referenced-by.ts).
 */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = requireSession();

  const register = (type: SearchTypeKey) => {
    const body = searchRequestSchema(type);
    const responseSchema = envelopeSchema(searchResponseSchema(RESULT_ROW_SCHEMAS[kindOf(type)]));
    app.post(
      `/${type}`,
      {
        onRequest: signedIn,
        schema: { body, response: { 200: responseSchema } },
        // One statement does the search's work: it checks the cache counters itself (plugins/cache-check.ts).
        config: { checksCachesInStatement: true },
      },
      async (request, reply) => {
        const {
          describe: _describe,
          searchResults,
          ...response
        } = await runCheckingCaches(request, reply, signedIn, () =>
          runSearch(
            app,
            sessionOf(request).user,
            type,
            request.body as Record<string, unknown>,
            request.cacheCheck,
          ),
        );
        if (!searchResults) return reply.ok({ ...response, searchResults: null });
        // The rows go out as the JSON text they were loaded as (checked where they are made).
        const { rows, ...summary } = searchResults;
        return sendWithJsonList(
          reply,
          responseSchema,
          { ...response, searchResults: { ...summary, searchResultList: [] } },
          summary.totalRecordCount === 0 ? SEARCH.noRecordsFound : null,
          'searchResultList',
          rows.json,
        );
      },
    );

    /** The PDF on success; payment needed, refusals and errors stay JSON envelopes. */
    app.post(
      `/${type}Print`,
      {
        onRequest: signedIn,
        schema: {
          body,
          response: {
            200: fileOrJsonReply(
              'application/pdf',
              'The results as a PDF; when a payment is needed first, the search answer as JSON.',
              responseSchema,
            ),
          },
        },
      },
      async (request, reply) => {
        if (!(await app.countyConfig.get('search2')).downloadResults)
          throw new ApiError(404, SEARCH_SERVER_MESSAGES.downloadNotOffered);
        const { user } = sessionOf(request);
        const all = {
          ...(request.body as Record<string, unknown>),
          pageNumber: ALL_PAGES,
          batch: 0,
          updateHistory: false,
        };
        const { describe, searchResults, ...response } = await runSearch(app, user, type, all);
        if (!searchResults) return reply.ok({ ...response, searchResults: null });
        const [{ label, text }, common] = await Promise.all([
          describe(),
          app.countyConfig.get('common'),
        ]);
        const now = new Date();
        // Drawn in the CPU pool: hundreds of rows take seconds of CPU.
        const pdf = await app.cpu.run('searchResultsPdf', {
          countyName: common.countyName,
          appTitle: common.appTitle,
          title: `Search by ${label}`,
          criteria: text,
          generatedAt: `${formatCountyDateTime(now, app.config.countyTimeZone)} ${zoneAbbreviation(now, app.config.countyTimeZone)}`,
          kind: kindOf(type),
          // As the database wrote them: the worker parses them (parsing a thousand rows here is work too).
          rowsJson: searchResults.rows.json,
          totalRecordCount: searchResults.totalRecordCount,
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${SEARCH_RESULTS_REPORT_FILE}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  };

  for (const { key } of SEARCH_TYPES) register(key);
  await app.register(detailRoutes);
  await app.register(referencedByRoutes);
  await app.register(recordingStatisticsRoutes);
  await app.register(resultsExportRoutes);
  await app.register(savedSearchRoutes);
  await app.register(chainOfTitleRoutes);
};

export default searchRoutes;
