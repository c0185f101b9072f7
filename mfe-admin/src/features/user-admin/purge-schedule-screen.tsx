import { PURGE_LIMITS, userPurgeScheduleSchema } from '@lrp/contract';
import { PurgeScheduleScreen } from './purge-schedule-form';

/** User Admin > User Purge Schedule: inactive and pending users purged after 365 days at least. */
export default function UserPurgeScheduleScreen() {
  return (
    <PurgeScheduleScreen
      kind={{
        group: 'userPurgeSchedule',
        schema: userPurgeScheduleSchema,
        minDays: PURGE_LIMITS.userDaysMin,
        texts: 'user',
      }}
    />
  );
}
