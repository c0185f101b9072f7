import './zod';
import * as z from 'zod/mini';
import { AUTH_MESSAGES, passwordSchema, USERNAME_MAX, usernameSchema } from './auth';
import { int32Schema, rowIdParamSchema, rowIdSchema } from './limits';
import { checkPhone, personFields, storedPersonFields } from './person';
import { checkPasswordConfirm, passwordConfirmSchema } from './profile';
import { ROLES, USER_STATUSES } from './roles';
import type { IssueSink } from './rules';

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

/** A row action of the list: the user, and the list's filters so the reply is the list as it now stands. */
export const userListActionSchema = z.object({
  userId: rowIdSchema,
  ...userListRequestSchema.shape,
});
export type UserListAction = z.input<typeof userListActionSchema>;
export const userIdSchema = z.object({ userId: rowIdSchema });
export const userIdParamsSchema = z.object({ id: rowIdParamSchema() });

/** GET userManager/user/{id}: a user as the entry screen shows it (spec 3 §3 User). */
export const managedUserSchema = z.object({
  id: z.int(),
  username: z.string(),
  role: z.enum(ROLES),
  accountId: z.nullable(z.int()),
  accountName: z.nullable(z.string()),
  ...storedPersonFields,
  status: z.enum(USER_STATUSES),
  viewJudicialProtection: z.boolean(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** A new user (id 0) needs a password; an existing user keeps its own (reset on its own screen). */
function checkNewUserPassword(
  value: { id: number; password?: string | undefined },
  ctx: IssueSink,
): void {
  if (value.id === 0 && !value.password)
    ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_MESSAGES.required });
}

const userEntryFields = {
  id: int32Schema(0),
  username: usernameSchema,
  role: z.enum(ROLES),
  accountId: z.nullable(rowIdSchema),
  ...personFields,
  viewJudicialProtection: z.boolean(),
  password: z.optional(passwordSchema),
};

/** POST userManager/user: creates (id 0) or updates a user; the confirmation is checked in the form only. */
export const userSaveRequestSchema = z
  .object(userEntryFields)
  .check(z.superRefine(checkPhone), z.superRefine(checkNewUserPassword));
export type UserSaveRequest = z.infer<typeof userSaveRequestSchema>;

/** The entry form: the request and, for a new user, the password confirmation. */
export const userEntryFormSchema = z
  .object({ ...userEntryFields, passwordConfirm: passwordConfirmSchema })
  .check(
    z.superRefine(checkPhone),
    z.superRefine(checkNewUserPassword),
    z.superRefine((value, ctx) => {
      if (value.id === 0)
        checkPasswordConfirm(
          { password: value.password ?? '', passwordConfirm: value.passwordConfirm },
          ctx,
        );
    }),
  );
export type UserEntryForm = z.infer<typeof userEntryFormSchema>;
export const userSaveResponseSchema = z.object({ user: managedUserSchema });

/** POST userManager/userPassword: an administrator sets a user's password. */
export const userPasswordRequestSchema = z
  .object({
    id: rowIdSchema,
    username: z.string().check(z.maxLength(USERNAME_MAX)),
    password: passwordSchema,
    passwordConfirm: passwordConfirmSchema,
  })
  .check(z.superRefine(checkPasswordConfirm));
export type UserPasswordRequest = z.infer<typeof userPasswordRequestSchema>;

export const userStatusSchema = z.object({ status: z.enum(USER_STATUSES) });
