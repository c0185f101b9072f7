import './zod';
import * as z from 'zod/mini';
import { DATE_MESSAGES, DATE_TEXT_MAX, parseUsDate, todayUtc } from './dates';
import { message } from './messages';
import type { IssueSink } from './rules';

/*
 * The purges of User Admin (spec 3 §2.3, §3, §5): the user purge's and the audit log purge's schedules, and
 * User Purge Now. What a purge deletes and keeps is the server's (server/src/modules/purge, docs/decisions.md
 * "Purges").
 */

/** The fewest days a schedule may keep (spec 3 §5), and the most it accepts (a hundred years). */
export const PURGE_LIMITS = { userDaysMin: 365, auditLogDaysMin: 60, daysMax: 36_500 } as const;

/** The purge screens' rules' messages (catalog group `purge`). */
export const PURGE_MESSAGES = {
  userDaysMin: 'Enter at least 365 days.',
  auditLogDaysMin: 'Enter at least 60 days.',
  daysMax: 'Enter at most 36500 days.',
} as const;

/** The server's answers to the purge calls (catalog group `purgeServer`). */
export const PURGE_SERVER_MESSAGES = {
  userPurgeStarted: message<{ date: string }>(
    'Users last active before {{date}} are being purged. The audit log records how many when it is done.',
  ),
} as const;

const days = (min: number, minMessage: string) =>
  z
    .int({ error: minMessage })
    .check(z.minimum(min, minMessage), z.maximum(PURGE_LIMITS.daysMax, PURGE_MESSAGES.daysMax));

/** User Purge Schedule: inactive and never-completed users are purged after at least 365 days. */
export const userPurgeScheduleSchema = z.object({
  automaticPurge: z.boolean(),
  automaticPurgeAfterDays: days(PURGE_LIMITS.userDaysMin, PURGE_MESSAGES.userDaysMin),
});
export type UserPurgeSchedule = z.infer<typeof userPurgeScheduleSchema>;

/** Audit Log Purge: audit log entries are purged after at least 60 days. */
export const auditLogPurgeScheduleSchema = z.object({
  automaticPurge: z.boolean(),
  automaticPurgeAfterDays: days(PURGE_LIMITS.auditLogDaysMin, PURGE_MESSAGES.auditLogDaysMin),
});
export type AuditLogPurgeSchedule = z.infer<typeof auditLogPurgeScheduleSchema>;

/** A purge date: MM/DD/YYYY, required, not after `today` (the county's day; default the process's). */
export function checkPurgeDate(purgeDate: string, ctx: IssueSink, today: Date = todayUtc()): void {
  const date = parseUsDate(purgeDate);
  const fail = (text: string) =>
    ctx.addIssue({ code: 'custom', path: ['purgeDate'], message: text });
  if (!purgeDate.trim()) fail(DATE_MESSAGES.required);
  else if (!date) fail(DATE_MESSAGES.format);
  else if (date > today) fail(DATE_MESSAGES.future);
}

/** User Purge Now: users last active before this day are purged (GET answers the default, POST starts it). */
export const userPurgeNowSchema = z
  .object({ purgeDate: z.string().check(z.maxLength(DATE_TEXT_MAX, DATE_MESSAGES.format)) })
  .check(z.superRefine((value, ctx) => checkPurgeDate(value.purgeDate, ctx)));
export type UserPurgeNow = z.infer<typeof userPurgeNowSchema>;
