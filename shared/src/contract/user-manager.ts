import * as z from 'zod/mini';
import { rowIdSchema } from './limits';
import { ROLES, USER_STATUSES } from './roles';

export const USER_STATUS_FILTERS = ['ALL', 'A', 'I', 'P'] as const;
export const USER_LIST_PAGE_SIZE = 10;

export const userListRequestSchema = z.object({
  filterText: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  statusType: z._default(z.enum(USER_STATUS_FILTERS), 'ALL'),
  accountId: z._default(z.nullable(rowIdSchema), null),
});
export type UserListRequest = z.input<typeof userListRequestSchema>;

export const userListItemSchema = z.object({
  id: z.int(),
  username: z.string(),
  fullName: z.string(),
  accountId: z.nullable(z.int()),
  accountName: z.nullable(z.string()),
  role: z.enum(ROLES),
  roleDescription: z.string(),
  status: z.enum(USER_STATUSES),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListSchema = z.object({ users: z.array(userListItemSchema) });
