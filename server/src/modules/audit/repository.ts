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
  | 'LANDSHARK_ONE_MIGRATION';

export type AuditEntry = {
  type: AuditType;
  userId?: number | null;
  username?: string | null;
  detail?: Record<string, unknown>;
  clientAddress?: string | null;
};

export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    type: entry.type,
    userId: entry.userId ?? null,
    username: entry.username ?? null,
    detail: entry.detail ?? {},
    clientAddress: entry.clientAddress ?? null,
  });
}
