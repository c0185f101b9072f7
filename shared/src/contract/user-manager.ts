import { z } from 'zod';
import { rowIdSchema } from './limits';
import { ROLES, USER_STATUSES } from './roles';

export const USER_STATUS_FILTERS = ['ALL', 'A', 'I', 'P'] as const;
export const USER_LIST_PAGE_SIZE = 10;

export const userListRequestSchema = z.object({
  filterText: z.string().trim().max(100).default(''),
  statusType: z.enum(USER_STATUS_FILTERS).default('ALL'),
  accountId: rowIdSchema.nullable().default(null),
});
export type UserListRequest = z.input<typeof userListRequestSchema>;

export const userListItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  accountId: z.number().int().nullable(),
  accountName: z.string().nullable(),
  role: z.enum(ROLES),
  roleDescription: z.string(),
  status: z.enum(USER_STATUSES),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListSchema = z.object({ users: z.array(userListItemSchema) });
