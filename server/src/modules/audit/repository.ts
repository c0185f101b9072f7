import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Audit log types the server writes (their descriptions are the auditLogTypes reference list). */
export type AuditType =
  | 'LOGIN_SUCCESS'
  | 'LOGIN_FAILURE'
  | 'LOGOUT'
  | 'ACCOUNT_LOCKED'
  | 'PASSWORD_CHANGE'
  | 'USER_CHANGE'
  | 'ACCOUNT_CHANGE'
  | 'ACCOUNT_TASKS'
  | 'COUNTY_CONFIG_CHANGE'
  | 'MODULE_PIN_CHANGE'
  | 'CARD_PAYMENT_APPLIED'
  | 'CARD_PAYMENT_VOIDED'
  | 'USER_PURGE'
  | 'AUDIT_LOG_PURGE'
  | 'LANDSHARK_ONE_MIGRATION'
  | 'EFILE_SUBMISSION'
  | 'EFILE_REVIEW'
  | 'SERVICE_CREDENTIAL'
  | 'RECORDINGS_IMPORT';

export type AuditEntry = {
  type: AuditType;
  userId?: number | null;
  username?: string | null;
  /** The account the entry is about; when not given, detail.accountId, else the acting user's account. */
  accountId?: number | null;
  detail?: Record<string, unknown>;
  clientAddress?: string | null;
};

/** The account an entry names itself (given, or a whole number detail.accountId), if any. */
function namedAccount(entry: AuditEntry): number | null {
  if (typeof entry.accountId === 'number') return entry.accountId;
  const fromDetail = entry.detail?.accountId;
  return typeof fromDetail === 'number' && Number.isSafeInteger(fromDetail) ? fromDetail : null;
}

/**
 * Writes one audit entry. Its account_id (what the Audit Details - Account report selects by) is the account
 * the entry names, else the acting user's account, read in the same statement.
 */
export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  const userId = entry.userId ?? null;
  const named = namedAccount(entry);
  await db.insert(auditLog).values({
    type: entry.type,
    userId,
    username: entry.username ?? null,
    detail: entry.detail ?? {},
    clientAddress: entry.clientAddress ?? null,
    accountId:
      named !== null
        ? named
        : userId !== null
          ? sql`(select account_id from users where id = ${userId})`
          : null,
  });
}
