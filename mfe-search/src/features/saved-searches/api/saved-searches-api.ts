import type { SavedSearch, SavedSearchCreate } from '@lrp/contract';
import { callApi, useMutation, useQuery, useQueryClient } from '@lrp/shared';

/*
 * Saved searches (contract/src/search/saved.ts): a signed-in person's searches kept under a name. Running one is
 * a search like any other (the runner's own permissions and charges apply); saving and deleting read the list
 * again.
 */

const savedSearchesKey = ['search', 'savedSearches'] as const;

/** GET search/savedSearches: the person's saved searches, sorted by name (a guest has none: 403). */
export const useSavedSearches = () =>
  useQuery({
    queryKey: savedSearchesKey,
    queryFn: () => callApi<SavedSearch[]>('get', 'search/savedSearches').then((r) => r.content),
  });

/** A change to the saved searches: the list is read again. */
function useSavedSearchesChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: savedSearchesKey });
}

/**
 * POST search/savedSearches: saves the criteria under the name (a name already used is replaced). A refusal
 * (the name's field error, e.g. the 50 a person reached) comes back to the dialog, which shows it by its field.
 */
export const useSaveSearch = () => {
  const changed = useSavedSearchesChanged();
  return useMutation({
    mutationFn: (request: SavedSearchCreate) =>
      callApi<SavedSearch>('post', 'search/savedSearches', request).then((r) => r.content),
    meta: { showsOwnError: true },
    onSuccess: changed,
  });
};

/** POST search/savedSearches/{id}/delete: the saved search is gone (404 when it is not the person's). */
export const useDeleteSavedSearch = () => {
  const changed = useSavedSearchesChanged();
  return useMutation({
    mutationFn: (id: number) =>
      callApi<{ deleted: boolean }>('post', `search/savedSearches/${id}/delete`, {}),
    onSuccess: changed,
  });
};
