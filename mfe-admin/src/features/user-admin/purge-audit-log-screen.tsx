import { auditLogPurgeScheduleSchema, PURGE_LIMITS } from '@lrp/contract';
import { PurgeScheduleScreen } from './purge-schedule-form';

/** User Admin > Audit Log Purge: audit log entries purged after 60 days at least. */
export default function AuditLogPurgeScheduleScreen() {
  return (
    <PurgeScheduleScreen
      kind={{
        group: 'auditLogPurgeSchedule',
        schema: auditLogPurgeScheduleSchema,
        minDays: PURGE_LIMITS.auditLogDaysMin,
        texts: 'auditLog',
      }}
    />
  );
}
