import {
  ADMIN_ROLES,
  envelopeSchema,
  managedUserSchema,
  userIdParamsSchema,
  userIdSchema,
  userListActionSchema,
  userListRequestSchema,
  userListSchema,
  userPasswordRequestSchema,
  userSaveRequestSchema,
  userSaveResponseSchema,
  userStatusSchema,
  type UserListItem,
} from '@lrp/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileReply } from '../../lib/openapi';
import { spreadsheet, XLSX_TYPE } from '../../lib/spreadsheet';
import { USER_ADMIN_MESSAGES } from '../../messages';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { listUsers, type UserListFilters } from './repository';
import {
  deleteUser,
  findManagedUser,
  managedUserOf,
  saveUser,
  setUserPassword,
  toggleUserStatus,
  type Actor,
} from './service';

const STATUS_NAMES = { A: 'Active', I: 'Inactive', P: 'Pending', L: 'Locked' } as const;

function actorOf(request: FastifyRequest): Actor {
  const { user } = sessionOf(request);
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    accountId: user.accountId,
    clientAddress: request.ip,
  };
}

/** /api/userManager: user administration (spec 3 §2.1, §7). TRIMIN, COUNTY and ACCOUNT only, each within reach. */
const userManagerRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = requireRoles(ADMIN_ROLES);
  const listReply = { 200: envelopeSchema(userListSchema) };
  const list = (actor: Actor, filters: UserListFilters) =>
    listUsers(app.db, { role: actor.role, accountId: actor.accountId }, filters);
  const filtersOf = (body: UserListFilters & { userId?: number }): UserListFilters => ({
    filterText: body.filterText,
    statusType: body.statusType,
    accountId: body.accountId,
  });

  app.post(
    '/users',
    { onRequest: admins, schema: { body: userListRequestSchema, response: listReply } },
    async (request, reply) => reply.ok({ users: await list(actorOf(request), request.body) }),
  );

  app.get(
    '/user/:id',
    {
      onRequest: admins,
      schema: { params: userIdParamsSchema, response: { 200: envelopeSchema(managedUserSchema) } },
    },
    async (request, reply) => {
      const user = await findManagedUser(app.db, actorOf(request), request.params.id);
      return reply.ok(await managedUserOf(app.db, user));
    },
  );

  app.post(
    '/user',
    {
      onRequest: admins,
      schema: {
        body: userSaveRequestSchema,
        response: { 200: envelopeSchema(userSaveResponseSchema) },
      },
    },
    async (request, reply) => {
      const { user, created } = await saveUser(app.db, actorOf(request), request.body);
      return reply.ok(
        { user },
        created ? USER_ADMIN_MESSAGES.userCreated : USER_ADMIN_MESSAGES.userSaved,
      );
    },
  );

  app.post(
    '/userDelete',
    { onRequest: admins, schema: { body: userListActionSchema, response: listReply } },
    async (request, reply) => {
      const actor = actorOf(request);
      await deleteUser(app.db, actor, request.body.userId);
      return reply.ok(
        { users: await list(actor, filtersOf(request.body)) },
        USER_ADMIN_MESSAGES.userDeleted,
      );
    },
  );

  app.post(
    '/userChangeStatusList',
    { onRequest: admins, schema: { body: userListActionSchema, response: listReply } },
    async (request, reply) => {
      const actor = actorOf(request);
      await toggleUserStatus(app.db, actor, request.body.userId);
      return reply.ok({ users: await list(actor, filtersOf(request.body)) });
    },
  );

  app.post(
    '/userChangeStatusSingle',
    {
      onRequest: admins,
      schema: { body: userIdSchema, response: { 200: envelopeSchema(userStatusSchema) } },
    },
    async (request, reply) =>
      reply.ok({ status: await toggleUserStatus(app.db, actorOf(request), request.body.userId) }),
  );

  app.post(
    '/userPassword',
    {
      onRequest: admins,
      schema: { body: userPasswordRequestSchema, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request, reply) => {
      await setUserPassword(app.db, actorOf(request), request.body.id, request.body.password);
      return reply.ok(null, USER_ADMIN_MESSAGES.passwordSet);
    },
  );

  app.post(
    '/userExport',
    {
      onRequest: admins,
      schema: {
        body: userListRequestSchema,
        response: { 200: fileReply(XLSX_TYPE, 'The listed users as users.xlsx.') },
      },
    },
    async (request, reply) => {
      const users = await list(actorOf(request), request.body);
      const file = await spreadsheet<UserListItem>(
        app.cpu,
        'Users',
        [
          { header: 'Username', width: 24, kind: 'text', value: (u) => u.username },
          { header: 'Name', width: 28, kind: 'text', value: (u) => u.fullName },
          { header: 'Account', width: 32, kind: 'text', value: (u) => u.accountName },
          { header: 'User Type', width: 22, kind: 'text', value: (u) => u.roleDescription },
          { header: 'Status', width: 12, kind: 'text', value: (u) => STATUS_NAMES[u.status] },
        ],
        users,
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="users.xlsx"')
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};

export default userManagerRoutes;
