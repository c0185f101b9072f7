import './zod';
import * as z from 'zod/mini';
import { emailSchema } from './person';

/*
 * Property fraud alerts (issue 37; docs/recordings-import.md "Alerts"): a person with an account subscribes a name
 * (matched as the name search matches it as typed: last name as a prefix, first name as a prefix when given) or a
 * parcel id (punctuation ignored). When a new recording matches, an e-mail goes out through the job queue, once
 * per recording and subscription, with a link to the document and a one-click unsubscribe link.
 */
export const PROPERTY_ALERT_KINDS = ['NAME', 'PARCEL'] as const;
export type PropertyAlertKind = (typeof PROPERTY_ALERT_KINDS)[number];
export const PROPERTY_ALERT_LIMITS = {
  perUser: 20,
  name: 100,
  firstName: 60,
  parcelId: 40,
  /** Alerts one e-mail address may hold when the public subscribes (confirmed or not). */
  perEmail: 20,
  /** Days a public alert's confirmation link works. */
  confirmDays: 7,
} as const;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

const alertFields = {
  kind: z.enum(PROPERTY_ALERT_KINDS),
  lastName: z._default(text(PROPERTY_ALERT_LIMITS.name), ''),
  firstName: z._default(text(PROPERTY_ALERT_LIMITS.firstName), ''),
  parcelId: z._default(text(PROPERTY_ALERT_LIMITS.parcelId), ''),
};
type AlertInput = { kind: PropertyAlertKind; lastName: string; parcelId: string };
const alertChecks = [
  z.refine<AlertInput>((a) => a.kind !== 'NAME' || /[A-Za-z0-9].*[A-Za-z0-9]/.test(a.lastName), {
    message: '2 characters minimum.',
    path: ['lastName'],
  }),
  z.refine<AlertInput>((a) => a.kind !== 'PARCEL' || /[A-Za-z0-9].*[A-Za-z0-9]/.test(a.parcelId), {
    message: '2 characters minimum.',
    path: ['parcelId'],
  }),
];

export const propertyAlertCreateSchema = z.object(alertFields).check(...alertChecks);
export type PropertyAlertCreate = z.infer<typeof propertyAlertCreateSchema>;

/**
 * POST alerts/public: a member of the public (the county's guest login), when the county allows it (Search 2's
 * publicAlerts), subscribes with an e-mail address. The alert starts when the address is confirmed through the
 * link mailed to it, so nobody subscribes someone else's address.
 */
export const publicPropertyAlertCreateSchema = z
  .object({ ...alertFields, email: emailSchema })
  .check(...alertChecks);
export type PublicPropertyAlertCreate = z.infer<typeof publicPropertyAlertCreateSchema>;

export const propertyAlertMatchSchema = z.object({
  docId: z.int(),
  displayDocNumber: z.string(),
  instrumentDescription: z.string(),
  recordedDate: z.string(),
  matchedAt: z.string(),
});

export const propertyAlertSchema = z.object({
  id: z.int(),
  kind: z.enum(PROPERTY_ALERT_KINDS),
  lastName: z.string(),
  firstName: z.string(),
  parcelId: z.string(),
  createdAt: z.string(),
  /** Recordings that matched, newest first (the last 5), and how many in all. */
  matches: z.array(propertyAlertMatchSchema),
  matchCount: z.int(),
});
export type PropertyAlert = z.infer<typeof propertyAlertSchema>;

/** What county staff see: how many alerts exist and what was sent (never who is subscribed). */
export const propertyAlertStatisticsSchema = z.object({
  alerts: z.int(),
  nameAlerts: z.int(),
  parcelAlerts: z.int(),
  subscribers: z.int(),
  mailsSent: z.int(),
  recent: z.array(
    z.object({
      displayDocNumber: z.string(),
      recordedDate: z.string(),
      mails: z.int(),
      lastSentAt: z.string(),
    }),
  ),
});
