import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { userListSchema, UserListRequest } from '../contract';
import { callApi, type Out } from './client';

export const userManagerKeys = { users: (request: UserListRequest) => ['userManager', 'users', request] as const };

/** POST userManager/users: the users the signed-in administrator may see. */
export const fetchUsers = (request: UserListRequest) => callApi<Out<typeof userListSchema>>('post', 'userManager/users', request);

/** The user list for a filter; the previous list stays on screen while the next one loads. */
export const useUsers = (request: UserListRequest) =>
  useQuery({
    queryKey: userManagerKeys.users(request),
    queryFn: () => fetchUsers(request).then((r) => r.content.users),
    placeholderData: keepPreviousData,
  });
