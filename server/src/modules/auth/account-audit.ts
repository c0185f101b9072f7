import type { DbOrTx } from '../../db/client';
import { writeAudit, type AuditEntry } from '../audit/repository';

/**
 * Audit entries of a user's own account: PASSWORD_CHANGE and USER_CHANGE are in the auditLogTypes reference
 * list but not yet in the audit repository's AuditType; this adds them without changing that module.
 */
export type AccountAuditEntry = Omit<AuditEntry, 'type'> & {
  type: 'PASSWORD_CHANGE' | 'USER_CHANGE';
};

export function writeAccountAudit(db: DbOrTx, entry: AccountAuditEntry): Promise<void> {
  return writeAudit(db, entry as unknown as AuditEntry);
}
