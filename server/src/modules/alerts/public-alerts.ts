import {
  envelopeSchema,
  PROPERTY_ALERT_LIMITS,
  publicPropertyAlertCreateSchema,
} from '@lrp/contract';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertyAlerts } from '../../db/schema';
import { mailGatewayFor } from '../../gateways/mail';
import { composeMail } from '../../gateways/mail-messages';
import { normalizeName, normalizeParcelId } from '../../lib/normalize';
import { textReply } from '../../lib/openapi';
import { randomToken } from '../../lib/tokens';
import { MESSAGES, VALIDATION } from '../../messages';
import { ApiError, fieldError } from '../../plugins/envelope';
import { requireSession } from '../../plugins/roles';
import { QUOTAS, takeQuota } from '../auth/action-quotas';
import { alertSubject, sendAlertPage } from './alert-page';

/*
 * Property alerts for the public (issue 37), when the county allows them (Search 2's publicAlerts): on the county's
 * guest login a person gives an e-mail address with the name or parcel. The alert is kept unconfirmed and a link
 * is mailed to the address; it matches recordings only once that link is opened (within
 * PROPERTY_ALERT_LIMITS.confirmDays), so nobody subscribes another person's address. Every alert e-mail then
 * carries the one-click unsubscribe link, the only way to see or stop a public alert: a guest login is shared and
 * lists none. Capped per client address and per e-mail address.
 */
const publicAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public',
    {
      onRequest: requireSession(),
      schema: {
        body: publicPropertyAlertCreateSchema,
        response: { 200: envelopeSchema(z.object({ confirmationSent: z.boolean() })) },
      },
    },
    async (request, reply) => {
      if (!(await app.countyConfig.get('search2')).publicAlerts)
        throw new ApiError(403, MESSAGES.forbidden);
      const a = request.body;
      const email = a.email.toLowerCase();
      if (!(await takeQuota(app.db, `publicAlert:${request.ip}`, QUOTAS.publicAlert)))
        throw new ApiError(429, MESSAGES.tooManyRequests);
      const [{ n }] = await app.db
        .select({ n: count() })
        .from(propertyAlerts)
        .where(eq(propertyAlerts.email, email));
      if (n >= PROPERTY_ALERT_LIMITS.perEmail)
        throw fieldError('email', VALIDATION.max({ n: PROPERTY_ALERT_LIMITS.perEmail }));
      const name = a.kind === 'NAME';
      const confirmToken = randomToken();
      const alert = {
        kind: a.kind,
        lastName: name ? a.lastName : '',
        firstName: name ? a.firstName : '',
        parcelId: name ? '' : a.parcelId,
      };
      await app.db.insert(propertyAlerts).values({
        ...alert,
        email,
        lastNorm: name ? normalizeName(a.lastName) : '',
        firstNorm: name ? normalizeName(a.firstName) : '',
        parcelNorm: name ? '' : normalizeParcelId(a.parcelId),
        unsubscribeToken: randomToken(),
        confirmToken,
        confirmedAt: null,
      });
      // An address asked about too often gets no more mail that day; the answer is the same either way.
      if (await takeQuota(app.db, `publicAlertMail:${email}`, QUOTAS.publicAlertMail)) {
        const county = await app.countyConfig.get('common');
        const what = alertSubject(alert);
        await mailGatewayFor(app).send(
          composeMail(county, email, `confirm your property alert for ${what}`, [
            'Hello,',
            `Someone asked for an e-mail to this address whenever a new recording matches ${what}.`,
            `To start the alert, open this link within ${PROPERTY_ALERT_LIMITS.confirmDays} days: ${app.config.publicUrl}${app.config.basePath}api/alerts/confirm/${confirmToken}`,
            'If you did not ask for it, ignore this e-mail: nothing will be sent to you.',
          ]),
        );
      }
      return reply.ok({ confirmationSent: true });
    },
  );

  app.get(
    '/confirm/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(1).max(64) }),
        response: { 200: textReply('text/html', 'A page saying the alert was started.') },
      },
    },
    async (request, reply) => {
      const [confirmed] = await app.db
        .update(propertyAlerts)
        .set({ confirmedAt: sql`now()`, confirmToken: null })
        .where(
          and(
            eq(propertyAlerts.confirmToken, request.params.token),
            isNull(propertyAlerts.confirmedAt),
            gt(
              propertyAlerts.createdAt,
              sql`now() - make_interval(days => ${PROPERTY_ALERT_LIMITS.confirmDays})`,
            ),
          ),
        )
        .returning();
      return confirmed
        ? sendAlertPage(
            reply,
            app.config.basePath,
            'Alert started',
            `You will get an e-mail when a new recording matches ${alertSubject(confirmed)}. Each e-mail has a link to stop it.`,
          )
        : sendAlertPage(
            reply,
            app.config.basePath,
            'Link not valid',
            'This alert was started already, or the link is older than the days it works, or it is not complete.',
          );
    },
  );
};

export default publicAlertRoutes;
