import type { BillingSchedule } from '@lrp/contract';
import { callApi, useMutation, useQueryClient } from '@lrp/shared';
import { countyConfigKeys } from '../../control-panel/api/county-config-api';

/*
 * The Schedule screen's two buttons (spec 3 §7): POST controlPanel/countyConfig/runAccountTasks and
 * prepareToRerunAccountTasks with the schedule form as the body. Both answer the stored schedule (its Last Ran)
 * and what was done; nothing of the form is saved by them.
 */

export type ScheduleAction = 'runAccountTasks' | 'prepareToRerunAccountTasks';

export const postScheduleAction = (action: ScheduleAction, schedule: BillingSchedule) =>
  callApi<BillingSchedule>('post', `controlPanel/countyConfig/${action}`, schedule);

/** The stored schedule the server answered becomes the cached group. */
const useScheduleAction = (action: ScheduleAction) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (schedule: BillingSchedule) => postScheduleAction(action, schedule),
    onSuccess: (reply) =>
      client.setQueryData(countyConfigKeys.group('billingSchedule'), reply.content),
  });
};

/** Run Account Tasks: billing and image renewal of every account, now. */
export const useRunAccountTasks = () => useScheduleAction('runAccountTasks');

/** Prepare to Rerun (TRIMIN only): the accounts' tasks may run again this period. */
export const usePrepareToRerunAccountTasks = () => useScheduleAction('prepareToRerunAccountTasks');
