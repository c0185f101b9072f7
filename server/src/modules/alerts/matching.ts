import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import {
  documentListings,
  jobs,
  propertyAlertMatches,
  propertyAlerts,
  users,
} from '../../db/schema';
import { mailGatewayFor } from '../../gateways/mail';
import { composeMail, type MailCounty } from '../../gateways/mail-messages';
import { exponentialBackoff } from '../../jobs/queue';
import { alertSubject } from './alert-page';

/*
 * Matching new recordings against the property alerts, and their e-mails (docs/recordings-import.md "Alerts").
 * The import enqueues ALERT_MATCH_JOB in its own transaction (so the job exists exactly when the recordings do);
 * the job records each (alert, document) match once (the table's key) and mails the ones not mailed yet, marking
 * each as it goes: a retry after a failure sends only what was not sent. A judicially protected document alerts
 * nobody.
 */

export const ALERT_MATCH_JOB = 'alerts.match';
const MAX_ATTEMPTS = 5;

/** Enqueues the matching of `docIds` in the caller's transaction (the import's; it runs with or without a server). */
export async function enqueueAlertMatching(tx: DbOrTx, docIds: number[]): Promise<void> {
  if (docIds.length === 0) return;
  await tx
    .insert(jobs)
    .values({ name: ALERT_MATCH_JOB, payload: { docIds }, maxAttempts: MAX_ATTEMPTS });
}

/**
 * Records the matches of the documents `docIds`: a name alert as the name search matches a name as typed (the
 * normalized last name as a prefix, and the first name as a prefix when the alert has one), on either side; a
 * parcel alert on the parcel id itself (punctuation ignored).
 */
export async function recordMatches(db: DbOrTx, docIds: number[]): Promise<void> {
  const ids = sql`${`{${docIds.map(Number).join(',')}}`}::int[]`;
  await db.execute(sql`
    insert into property_alert_matches (alert_id, doc_id)
    select a.id, p.doc_id from property_alerts a
      join document_parties p on p.doc_id = any(${ids})
        and p.last_norm like a.last_norm || '%'
        and (a.first_norm = '' or p.first_norm like a.first_norm || '%')
        and not p.judicial_protection
      where a.kind = 'NAME' and a.confirmed_at is not null
    union
    select a.id, dp.doc_id from property_alerts a
      join document_parcels dp on dp.doc_id = any(${ids}) and dp.parcel_norm = a.parcel_norm
      join documents d on d.id = dp.doc_id and not d.judicial_protection
      where a.kind = 'PARCEL' and a.confirmed_at is not null
    on conflict do nothing`);
}

type Listing = {
  displayDocNumber: string;
  instrumentDescription: string;
  recordedDateTime: string;
  grantorSearchResults: { displayName: string }[];
  granteeSearchResults: { displayName: string }[];
};

/** The share link that opens a document-number search for `number` (mfe-search's `?criteria=`). */
export function documentLink(publicUrl: string, basePath: string, number: string): string {
  const criteria = Buffer.from(JSON.stringify({ documentNumber: number }), 'utf8').toString(
    'base64url',
  );
  return `${publicUrl}${basePath}search/searchByDocumentNumber?criteria=${criteria}`;
}

export function alertMail(
  county: MailCounty,
  links: { publicUrl: string; basePath: string },
  to: { email: string; name: string },
  alert: {
    kind: 'NAME' | 'PARCEL';
    lastName: string;
    firstName: string;
    parcelId: string;
    unsubscribeToken: string;
  },
  listing: Listing,
) {
  const what = alertSubject(alert);
  const names = (list: { displayName: string }[]) =>
    list.map((p) => p.displayName).join('; ') || '(none)';
  return composeMail(county, to.email, `a new recording matches your alert for ${what}`, [
    `Hello ${to.name},`,
    `A document was recorded that matches your property alert for ${what}.`,
    `Document ${listing.displayDocNumber}: ${listing.instrumentDescription}, recorded ${listing.recordedDateTime}.`,
    `Grantors: ${names(listing.grantorSearchResults)}.`,
    `Grantees: ${names(listing.granteeSearchResults)}.`,
    `See it in the portal: ${documentLink(links.publicUrl, links.basePath, listing.displayDocNumber)}`,
    'If you did not expect this document, contact the county recorder at once.',
    `To stop these alerts for ${what}: ${links.publicUrl}${links.basePath}api/alerts/unsubscribe/${alert.unsubscribeToken}`,
  ]);
}

/** Mails every match of `docIds` not mailed yet, marking each once sent. */
async function mailMatches(app: FastifyInstance, db: Db, docIds: number[]): Promise<void> {
  const pending = await db
    .select({
      alertId: propertyAlertMatches.alertId,
      docId: propertyAlertMatches.docId,
      kind: propertyAlerts.kind,
      lastName: propertyAlerts.lastName,
      firstName: propertyAlerts.firstName,
      parcelId: propertyAlerts.parcelId,
      unsubscribeToken: propertyAlerts.unsubscribeToken,
      email: sql<string | null>`coalesce(${propertyAlerts.email}, ${users.email})`,
      userFirst: users.firstName,
      userLast: users.lastName,
      listing: documentListings.resultRow,
    })
    .from(propertyAlertMatches)
    .innerJoin(propertyAlerts, eq(propertyAlerts.id, propertyAlertMatches.alertId))
    .leftJoin(users, eq(users.id, propertyAlerts.userId))
    .innerJoin(documentListings, eq(documentListings.docId, propertyAlertMatches.docId))
    .where(and(inArray(propertyAlertMatches.docId, docIds), isNull(propertyAlertMatches.mailedAt)));
  if (pending.length === 0) return;
  const county = await app.countyConfig.get('common');
  const links = { publicUrl: app.config.publicUrl, basePath: app.config.basePath };
  for (const match of pending) {
    if (match.email) {
      // A public alert has no user: the e-mail greets its address.
      const name = [match.userFirst, match.userLast].filter(Boolean).join(' ') || match.email;
      await mailGatewayFor(app).send(
        alertMail(county, links, { email: match.email, name }, match, match.listing as Listing),
      );
    }
    await db
      .update(propertyAlertMatches)
      .set({ mailedAt: sql`now()` })
      .where(
        and(
          eq(propertyAlertMatches.alertId, match.alertId),
          eq(propertyAlertMatches.docId, match.docId),
        ),
      );
  }
}

/** Defines the matching job (retried: the mail server may be away for a moment). */
export function defineAlertMatching(app: FastifyInstance): void {
  app.jobs.define<{ docIds: number[] }>(ALERT_MATCH_JOB, {
    maxAttempts: MAX_ATTEMPTS,
    retryDelayMs: exponentialBackoff(30_000),
    run: async ({ docIds }) => {
      const ids = docIds.filter((id) => Number.isSafeInteger(id));
      if (ids.length === 0) return;
      await recordMatches(app.db, ids);
      await mailMatches(app, app.db, ids);
    },
  });
}
