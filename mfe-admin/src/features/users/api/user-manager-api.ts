import {
  type managedUserSchema,
  PROFILE_MESSAGES,
  type UserListAction,
  type UserListRequest,
  type userListSchema,
  type UserPasswordRequest,
  type UserSaveRequest,
  type userSaveResponseSchema,
  type userStatusSchema,
} from '@lrp/contract';
import {
  callApi,
  callApiForFile,
  keepPreviousData,
  type Out,
  registerMessages,
  useMutation,
  useQuery,
  useQueryClient,
} from '@lrp/shared';

// The user entry checks a person's details with the profile's rules: their messages, in the user's language.
registerMessages({ profile: PROFILE_MESSAGES });

export const userManagerKeys = {
  all: ['userManager'] as const,
  users: (request: UserListRequest) => ['userManager', 'users', request] as const,
  user: (id: number) => ['userManager', 'user', id] as const,
};

/** POST userManager/users: the users the signed-in administrator may see. */
export const fetchUsers = (request: UserListRequest) =>
  callApi<Out<typeof userListSchema>>('post', 'userManager/users', request);

/** The user list for a filter; the previous list stays on screen while the next one loads. */
export const useUsers = (request: UserListRequest) =>
  useQuery({
    queryKey: userManagerKeys.users(request),
    queryFn: () => fetchUsers(request).then((r) => r.content.users),
    placeholderData: keepPreviousData,
  });

/** GET userManager/user/{id}: one user for the entry screen (id 0, a new user, is never fetched). */
export const useManagedUser = (id: number) =>
  useQuery({
    queryKey: userManagerKeys.user(id),
    queryFn: () =>
      callApi<Out<typeof managedUserSchema>>('get', `userManager/user/${id}`).then(
        (r) => r.content,
      ),
    enabled: id > 0,
  });

/** A change to users: every user list and entry is read again. */
function useUsersChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: userManagerKeys.all });
}

/** POST userManager/user: creates (id 0) or updates; answers the saved user and the server's message. */
export const useSaveUser = () => {
  const changed = useUsersChanged();
  return useMutation({
    mutationFn: (user: UserSaveRequest) =>
      callApi<Out<typeof userSaveResponseSchema>>('post', 'userManager/user', user),
    onSuccess: changed,
    meta: { blocksScreen: true },
  });
};

/** POST userManager/userChangeStatusList and userDelete: the row action, answering the list as it now stands. */
export const useUserListAction = (call: 'userChangeStatusList' | 'userDelete') => {
  const changed = useUsersChanged();
  return useMutation({
    mutationFn: (action: UserListAction) =>
      callApi<Out<typeof userListSchema>>('post', `userManager/${call}`, action),
    onSuccess: changed,
    meta: { blocksScreen: true },
  });
};

/** POST userManager/userChangeStatusSingle: the entry screen's Activate/Deactivate; answers the new status. */
export const useToggleUserStatus = () => {
  const changed = useUsersChanged();
  return useMutation({
    mutationFn: (userId: number) =>
      callApi<Out<typeof userStatusSchema>>('post', 'userManager/userChangeStatusSingle', {
        userId,
      }),
    onSuccess: changed,
    meta: { blocksScreen: true },
  });
};

/** POST userManager/userPassword. */
export const useSetUserPassword = () =>
  useMutation({
    mutationFn: (request: UserPasswordRequest) =>
      callApi<null>('post', 'userManager/userPassword', request),
    meta: { blocksScreen: true },
  });

/** POST userManager/userExport: the listed users as a spreadsheet (saved as users.xlsx). */
export const useExportUsers = () =>
  useMutation({
    mutationFn: (request: UserListRequest) => callApiForFile('userManager/userExport', request),
    meta: { blocksScreen: true },
  });
