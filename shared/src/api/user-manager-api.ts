import { userListSchema, type UserListRequest } from '../contract';
import { callApi } from './client';

/** POST userManager/users: the users the signed-in administrator may see. */
export const fetchUsers = (request: UserListRequest) => callApi('post', 'userManager/users', userListSchema, request);
