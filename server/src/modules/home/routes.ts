import {
  envelopeSchema,
  homeContentSchema,
  LOGIN_SLIDES_MAX,
  shownNotableDates,
  transactionReportRequestSchema,
  type Role,
} from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/schema';
import { countyDate } from '../../lib/county-time';
import { fileReply } from '../../lib/openapi';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { loadSession } from '../../plugins/session';
import { cachedParagraphs, cachedSlideCount } from '../countyConfig/content-repository';
import { buildTransactionsReport, transactionTotals } from './service';

/** Who may run the transactions report: everyone signed in with a name of their own. */
const REPORT_ROLES: readonly Role[] = ['USER', 'ACCOUNT', 'COUNTY', 'TRIMIN'];

/**
 * The transactions card's totals, from the app's ledger cache (kept on the embedded PGlite only): per user, role
 * and account, and per county day, since "today" moves at midnight.
 */
function cachedTotals(app: FastifyInstance, user: UserRow) {
  const today = countyDate(new Date(), app.config.countyTimeZone).toISOString().slice(0, 10);
  return app.ledgerCache.get(`totals:${user.id}:${user.role}:${user.accountId}:${today}`, () =>
    transactionTotals(app.db, user, app.config.countyTimeZone),
  );
}

/** /api/home: the home page's cards and the transactions report (spec 1 §2 "Home page", §7 "Home"). */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all',
    { schema: { response: { 200: envelopeSchema(homeContentSchema) } } },
    async (request, reply) => {
      const session = await loadSession(request, reply);
      const [selections, common, notableDates, display, slides, links, latestNews] =
        await Promise.all([
          app.countyConfig.get('homeSelections'),
          app.countyConfig.get('common'),
          app.countyConfig.get('notableDates'),
          app.countyConfig.get('notableDatesDisplay'),
          cachedSlideCount(app),
          cachedParagraphs(app, 'externalLinks'),
          cachedParagraphs(app, 'latestNews'),
        ]);
      const signedInByName = session && session.user.role !== 'GUEST';
      return reply.ok({
        selections,
        numberOfSlides: Math.min(LOGIN_SLIDES_MAX, slides),
        common: {
          contactName: common.contactName,
          contactPhone: common.contactPhone,
          contactEmail: common.contactEmail,
        },
        // The dates the county's Home - Notable Dates switches show (none when notable dates are not shown).
        notableDates: shownNotableDates(notableDates, display, common.torrensLabel),
        transactionTotals:
          signedInByName && selections.transactions ? await cachedTotals(app, session.user) : null,
        links: { paragraphs: links },
        latestNews: { paragraphs: latestNews },
      });
    },
  );

  /** The PDF itself on success (opened in a new window); failures stay JSON envelopes. */
  app.post(
    '/transactionReport',
    {
      onRequest: requireRoles(REPORT_ROLES),
      schema: {
        body: transactionReportRequestSchema,
        response: { 200: fileReply('application/pdf', 'The transactions report.') },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const report = await buildTransactionsReport(
        app.db,
        app.countyConfig,
        user,
        request.body,
        app.config.countyTimeZone,
      );
      const pdf = await app.cpu.run('transactionsReportPdf', report);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="TransactionsReport.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};

export default homeRoutes;
