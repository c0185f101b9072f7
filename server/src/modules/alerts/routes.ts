import {
  COUNTY_STAFF_ROLES,
  envelopeSchema,
  PROPERTY_ALERT_LIMITS,
  propertyAlertCreateSchema,
  propertyAlertSchema,
  propertyAlertStatisticsSchema,
  type PropertyAlert,
} from '@lrp/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertyAlerts } from '../../db/schema';
import { normalizeName, normalizeParcelId } from '../../lib/normalize';
import { textReply } from '../../lib/openapi';
import { randomToken } from '../../lib/tokens';
import { MESSAGES, VALIDATION } from '../../messages';
import { ApiError, fieldError } from '../../plugins/envelope';
import { requireRoles, ownUserId, requireSession } from '../../plugins/roles';
import { defineAlertMatching } from './matching';
import { alertSubject, sendAlertPage } from './alert-page';
import publicAlertRoutes from './public-alerts';

/*
 * /api/alerts (issue 37): GET lists the signed-in person's property alerts with their last matches; POST creates
 * one (a name or a parcel id; 20 a person); POST {id}/delete deletes one of theirs; GET unsubscribe/{token} is the
 * e-mails' one-click link (no sign-in: the token is the capability); GET statistics tells county staff how many
 * alerts exist and what was sent, never who is subscribed. A guest has no alerts.
 */
const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  defineAlertMatching(app);
  await app.register(publicAlertRoutes);
  const signedIn = requireSession();

  app.get(
    '/',
    {
      onRequest: signedIn,
      schema: { response: { 200: envelopeSchema(z.array(propertyAlertSchema)) } },
    },
    async (request, reply) => reply.ok(await alertsOf(ownUserId(request))),
  );

  app.post(
    '/',
    {
      onRequest: signedIn,
      schema: {
        body: propertyAlertCreateSchema,
        response: { 200: envelopeSchema(propertyAlertSchema) },
      },
    },
    async (request, reply) => {
      const userId = ownUserId(request);
      const a = request.body;
      const id = await app.db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        const [{ n }] = await tx
          .select({ n: count() })
          .from(propertyAlerts)
          .where(eq(propertyAlerts.userId, userId));
        if (n >= PROPERTY_ALERT_LIMITS.perUser)
          throw fieldError('kind', VALIDATION.max({ n: PROPERTY_ALERT_LIMITS.perUser }));
        const name = a.kind === 'NAME';
        const [row] = await tx
          .insert(propertyAlerts)
          .values({
            userId,
            kind: a.kind,
            lastName: name ? a.lastName : '',
            firstName: name ? a.firstName : '',
            lastNorm: name ? normalizeName(a.lastName) : '',
            firstNorm: name ? normalizeName(a.firstName) : '',
            parcelId: name ? '' : a.parcelId,
            parcelNorm: name ? '' : normalizeParcelId(a.parcelId),
            unsubscribeToken: randomToken(),
          })
          .returning({ id: propertyAlerts.id });
        return row.id;
      });
      return reply.ok((await alertsOf(userId)).find((alert) => alert.id === id)!);
    },
  );

  app.post(
    '/:id/delete',
    {
      onRequest: signedIn,
      schema: {
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        body: z.object({}),
        response: { 200: envelopeSchema(z.object({ deleted: z.boolean() })) },
      },
    },
    async (request, reply) => {
      const gone = await app.db
        .delete(propertyAlerts)
        .where(
          and(
            eq(propertyAlerts.id, request.params.id),
            eq(propertyAlerts.userId, ownUserId(request)),
          ),
        )
        .returning({ id: propertyAlerts.id });
      if (gone.length === 0) throw new ApiError(404, MESSAGES.notFound);
      return reply.ok({ deleted: true });
    },
  );

  app.get(
    '/unsubscribe/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(64) }),
        response: { 200: textReply('text/html', 'A page saying the alert was stopped.') },
      },
    },
    async (request, reply) => {
      const [gone] = await app.db
        .delete(propertyAlerts)
        .where(eq(propertyAlerts.unsubscribeToken, request.params.token))
        .returning();
      return gone
        ? sendAlertPage(
            reply,
            app.config.basePath,
            'Alert stopped',
            `You will no longer receive e-mails when a new recording matches ${alertSubject(gone)}.`,
          )
        : sendAlertPage(
            reply,
            app.config.basePath,
            'No such alert',
            'This alert was stopped already, or the link is not complete.',
          );
    },
  );

  app.get(
    '/statistics',
    {
      onRequest: requireRoles(COUNTY_STAFF_ROLES),
      schema: { response: { 200: envelopeSchema(propertyAlertStatisticsSchema) } },
    },
    async (_request, reply) => {
      const [totals] = (
        await app.db.execute<{
          alerts: number;
          names: number;
          parcels: number;
          subscribers: number;
          mails: number;
        }>(sql`
          select (select count(*) from property_alerts)::int as alerts,
            (select count(*) from property_alerts where kind = 'NAME')::int as names,
            (select count(*) from property_alerts where kind = 'PARCEL')::int as parcels,
            (select count(distinct coalesce(user_id::text, email)) from property_alerts)::int as subscribers,
            (select count(*) from property_alert_matches where mailed_at is not null)::int as mails`)
      ).rows;
      const recent = (
        await app.db.execute<{
          number: string;
          recorded: string;
          mails: number;
          last: Date | string;
        }>(sql`
          select l.result_row->>'displayDocNumber' as number, l.result_row->>'recordedDate' as recorded,
            count(*)::int as mails, max(m.mailed_at) as last
          from property_alert_matches m join document_listings l on l.doc_id = m.doc_id
          where m.mailed_at is not null
          group by m.doc_id, l.result_row->>'displayDocNumber', l.result_row->>'recordedDate'
          order by max(m.mailed_at) desc limit 20`)
      ).rows;
      return reply.ok({
        alerts: totals.alerts,
        nameAlerts: totals.names,
        parcelAlerts: totals.parcels,
        subscribers: totals.subscribers,
        mailsSent: totals.mails,
        recent: recent.map((r) => ({
          displayDocNumber: r.number,
          recordedDate: r.recorded,
          mails: r.mails,
          lastSentAt: new Date(r.last).toISOString(),
        })),
      });
    },
  );

  /** The person's alerts, newest first, each with its last five matches and how many in all. */
  async function alertsOf(userId: number): Promise<PropertyAlert[]> {
    const rows = (
      await app.db.execute<{
        id: number;
        kind: 'NAME' | 'PARCEL';
        last_name: string;
        first_name: string;
        parcel_id: string;
        created_at: Date | string;
        match_count: number;
        matches: {
          docId: number;
          displayDocNumber: string;
          instrumentDescription: string;
          recordedDate: string;
          matchedAt: string;
        }[];
      }>(sql`
        select a.id, a.kind, a.last_name, a.first_name, a.parcel_id, a.created_at,
          (select count(*) from property_alert_matches m where m.alert_id = a.id)::int as match_count,
          coalesce((select json_agg(x order by x."matchedAt" desc) from (
            select m.doc_id as "docId", l.result_row->>'displayDocNumber' as "displayDocNumber",
              l.result_row->>'instrumentDescription' as "instrumentDescription",
              l.result_row->>'recordedDate' as "recordedDate",
              to_char(m.matched_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "matchedAt"
            from property_alert_matches m join document_listings l on l.doc_id = m.doc_id
            where m.alert_id = a.id order by m.matched_at desc limit 5) x), '[]') as matches
        from property_alerts a where a.user_id = ${userId} order by a.created_at desc, a.id desc`)
    ).rows;
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      lastName: r.last_name,
      firstName: r.first_name,
      parcelId: r.parcel_id,
      createdAt: new Date(r.created_at).toISOString(),
      matches: r.matches,
      matchCount: r.match_count,
    }));
  }
};

export default alertRoutes;
