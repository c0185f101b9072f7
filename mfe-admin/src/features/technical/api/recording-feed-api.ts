import type { ServiceCredential, serviceCredentialCreatedSchema } from '@lrp/contract';
import { callApi, type Out, useMutation, useQuery, useQueryClient } from '@lrp/shared';

/*
 * Technical > Recording Feed: the service credentials the county's recording system signs POST records/recordings
 * with (docs/recordings-import.md). Creating one answers its token, this once; revoking one refuses it at once.
 */

const credentialsKey = ['controlPanel', 'serviceCredentials'] as const;

/** GET controlPanel/serviceCredentials: every credential, revoked ones included, newest first. */
export const useServiceCredentials = () =>
  useQuery({
    queryKey: credentialsKey,
    queryFn: () =>
      callApi<ServiceCredential[]>('get', 'controlPanel/serviceCredentials').then((r) => r.content),
  });

/** A change to the credentials: the list is read again. */
function useCredentialsChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: credentialsKey });
}

/** POST controlPanel/serviceCredentials: a new credential and its token (the server keeps only its hash). */
export const useCreateServiceCredential = () => {
  const changed = useCredentialsChanged();
  return useMutation({
    mutationFn: (name: string) =>
      callApi<Out<typeof serviceCredentialCreatedSchema>>(
        'post',
        'controlPanel/serviceCredentials',
        {
          name,
        },
      ),
    meta: { showsOwnError: true },
    onSuccess: changed,
  });
};

/** POST controlPanel/serviceCredentials/{id}/revoke: the credential's token is refused from the next call on. */
export const useRevokeServiceCredential = () => {
  const changed = useCredentialsChanged();
  return useMutation({
    mutationFn: (id: number) =>
      callApi<ServiceCredential>('post', `controlPanel/serviceCredentials/${id}/revoke`, {}),
    onSuccess: changed,
  });
};
