import type { PropertyAlert, PropertyAlertCreate, PublicPropertyAlertCreate } from '@lrp/contract';
import { callApi, useMutation, useQuery, useQueryClient } from '@lrp/shared';

/*
 * Property fraud alerts (docs/recordings-import.md "Property fraud alerts"): the signed-in person's subscriptions
 * to a name or a parcel id, with the recordings that matched them.
 */

const alertsKey = ['alerts'] as const;

/** GET alerts: the person's alerts, newest first, each with its last matches. */
export const usePropertyAlerts = () =>
  useQuery({
    queryKey: alertsKey,
    queryFn: () => callApi<PropertyAlert[]>('get', 'alerts').then((r) => r.content),
  });

function useAlertsChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: alertsKey });
}

/** POST alerts: a new alert (a name, or a parcel id). */
export const useAddPropertyAlert = () => {
  const changed = useAlertsChanged();
  return useMutation({
    mutationFn: (alert: PropertyAlertCreate) => callApi<PropertyAlert>('post', 'alerts', alert),
    meta: { showsOwnError: true },
    onSuccess: changed,
  });
};

/** POST alerts/{id}/delete. */
export const useDeletePropertyAlert = () => {
  const changed = useAlertsChanged();
  return useMutation({
    mutationFn: (id: number) => callApi<{ deleted: boolean }>('post', `alerts/${id}/delete`, {}),
    onSuccess: changed,
  });
};

/**
 * POST alerts/public: a member of the public (the county's guest login, when the county allows it) asks for an
 * alert to an e-mail address; the server mails a link that starts it.
 */
export const useAddPublicAlert = () =>
  useMutation({
    mutationFn: (alert: PublicPropertyAlertCreate) =>
      callApi<{ confirmationSent: boolean }>('post', 'alerts/public', alert),
    meta: { showsOwnError: true },
  });
