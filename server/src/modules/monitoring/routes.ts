import { envelopeSchema } from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { textReply } from '../../lib/openapi';
import { scraperOrStaff, staffOnly } from './access';
import { summarySchema } from './figures-schema';
import { MONITORING_PAGE } from './page-html';
import { MONITORING_PAGE_SCRIPT } from './page-script';

/*
 * /api/monitoring (issue 33, docs/decisions.md "Monitoring"): the Prometheus scrape endpoint, and the monitoring
 * page the Performance Monitoring screen opens in a window of its own, with its script and the JSON it polls.
 * Only the county's staff (TRIMIN, COUNTY) may read any of it; a scraper may read the metrics with
 * `Authorization: Bearer <METRICS_TOKEN>`.
 */
const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffOnly();

  app.get(
    '/metrics',
    {
      onRequest: scraperOrStaff(app.config.metricsToken),
      schema: {
        summary:
          "This instance's metrics in Prometheus' text format (county staff, or the METRICS_TOKEN bearer).",
        response: { 200: textReply('text/plain', 'Prometheus text exposition format 0.0.4.') },
      },
    },
    async (_request, reply) => {
      const { contentType, text } = await app.monitoring.metrics.exposition();
      return reply.type(contentType).send(text);
    },
  );

  app.get(
    '/summary',
    {
      onRequest: staff,
      schema: {
        summary: "Every instance's figures of the last 15 minutes, for the monitoring page.",
        response: { 200: envelopeSchema(summarySchema) },
      },
    },
    async (_request, reply) => reply.ok(await app.monitoring.summary()),
  );

  app.get(
    '/',
    {
      onRequest: staff,
      schema: {
        summary: 'The monitoring page (HTML; its script draws the charts).',
        response: { 200: textReply('text/html', 'The monitoring page.') },
      },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(MONITORING_PAGE),
  );

  app.get(
    '/page.js',
    {
      onRequest: staff,
      schema: {
        summary: "The monitoring page's script.",
        response: { 200: textReply('text/javascript', "The monitoring page's script.") },
      },
    },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(MONITORING_PAGE_SCRIPT),
  );
};

export default monitoringRoutes;
