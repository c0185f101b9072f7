import type {
  LandSharkOneMigration,
  MigrateLandSharkOneAccountsUsers,
  MigrateLandSharkOneAuditLog,
} from '@lrp/contract';
import { callApi, useMutation, useQuery, useQueryClient } from '@lrp/shared';

/*
 * Migration from LandShark One (spec 3 §7): the two POSTs queue a run and answer at once; the runs' progress and
 * reports are GET controlPanel/countyConfig/landSharkOneMigration, read every two seconds while a run is going.
 */

const migrationKey = ['controlPanel', 'landSharkOneMigration'] as const;
const POLL_MS = 2000;

const isGoing = (migration: LandSharkOneMigration | undefined) =>
  [migration?.accountsUsers, migration?.auditLog].some(
    (run) => run?.state === 'queued' || run?.state === 'running',
  );

/** The newest run of each kind, polled while one is queued or running. */
export const useLandSharkOneMigration = () =>
  useQuery({
    queryKey: migrationKey,
    queryFn: () =>
      callApi<LandSharkOneMigration>('get', 'controlPanel/countyConfig/landSharkOneMigration').then(
        (r) => r.content,
      ),
    refetchInterval: (query) => (isGoing(query.state.data) ? POLL_MS : false),
  });

const useStart = <T>(call: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) =>
      callApi<{ runId: number }>('post', `controlPanel/countyConfig/${call}`, body),
    meta: { showsOwnError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: migrationKey }),
  });
};

/** Wipes this portal's accounts and users and copies LandShark One's. */
export const useMigrateAccountsUsers = () =>
  useStart<MigrateLandSharkOneAccountsUsers>('migrateLandSharkOneAccountsUsers');

/** Copies LandShark One's audit log (a date range, all rows or money only) in batches. */
export const useMigrateAuditLog = () =>
  useStart<MigrateLandSharkOneAuditLog>('migrateLandSharkOneAuditLog');
