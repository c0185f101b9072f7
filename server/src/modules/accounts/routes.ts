import {
  accountDocTypesContainerSchema,
  accountDocTypesReplySchema,
  accountEntryParamsSchema,
  accountIdParamsSchema,
  accountIdSchema,
  accountListActionReplySchema,
  accountListActionSchema,
  accountListRequestSchema,
  accountListSchema,
  accountPageAccessSchema,
  accountSaveRequestSchema,
  accountSaveResponseSchema,
  accountSchema,
  accountStatusSchema,
  accountTasksSchema,
  envelopeSchema,
  flatFeeUsageSchema,
  SEARCH_TYPE_KEYS,
  type AccountListItem,
  type AccountListRequest,
  type Role,
} from '@lrp/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountPageAccess, accounts } from '../../db/schema';
import { fileReply } from '../../lib/openapi';
import { spreadsheet, XLSX_TYPE } from '../../lib/spreadsheet';
import { ApiError } from '../../plugins/envelope';
import { renewImages } from '../ledger/service';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { ACCOUNT_MESSAGES, USER_ADMIN_MESSAGES } from '../../messages';
import { accountPageFlags } from '../currentUser/service';
import type { Actor } from '../userManager/service';
import {
  accountCodeDescriptions,
  accountOf,
  flatFeeRateOptions,
  listAccounts,
  newAccountEntry,
  userCounts,
} from './repository';
import { accountTasksOf } from './billing-failure';
import { organize, readAccountDocTypes, saveAccountDocTypes } from './doc-types';
import { changedFields } from '../audit/changes';
import {
  auditAccount,
  deleteAccount,
  findAccountRow,
  saveAccount,
  toggleAccountStatus,
} from './service';
import { every } from '../../jobs/schedules';
import {
  markAccountTasks,
  RUN_ALL_ACCOUNT_TASKS_JOB,
  runAccountTasks,
  runAllAccountTasks,
  runScheduledAccountTasks,
  type TasksActor,
} from './tasks';

const HOUR_MS = 3_600_000;

const COUNTY_ADMINS: readonly Role[] = ['TRIMIN', 'COUNTY'];

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
const tasksActorOf = (request: FastifyRequest): TasksActor => {
  const { user } = sessionOf(request);
  return { userId: user.id, username: user.username, clientAddress: request.ip };
};

/** An account's search access by search type key: a key its flags leave out is allowed. */
const searchAccessOf = (flags: Record<string, boolean>): Record<string, boolean> =>
  Object.fromEntries(SEARCH_TYPE_KEYS.map((k) => [k, flags[k] !== false]));

function filtered(list: AccountListItem[], filters: AccountListRequest): AccountListItem[] {
  const text = (filters.filterText ?? '').trim().toLowerCase();
  const status = filters.statusType ?? 'ALL';
  return list.filter((a) => {
    if (text && !a.name.toLowerCase().includes(text)) return false;
    if (status === 'A' || status === 'I') return a.status === status;
    if (status === 'NB') return a.needsBilling;
    if (status === 'NIR') return a.needsImageRenewal;
    return true;
  });
}

/**
 * /api/controlPanel accounts (spec 3 §2.2, §7): list, entry, status and delete with their effects on users,
 * export, flat fee usage override, search access and account tasks. County staff only; Prepare to Rerun TRIMIN only.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowed = requireRoles(COUNTY_ADMINS);
  const timeZone = app.config.countyTimeZone;
  const list = async (filters: AccountListRequest) =>
    filtered(
      await listAccounts(app.db, new Date(), timeZone, await app.countyConfig.get('flatFee')),
      filters,
    );
  const listReply = async (filters: AccountListRequest) => ({
    accounts: await list(filters),
    accountCodeDescriptionResults: await accountCodeDescriptions(app.db),
  });
  const tasksReply = { response: { 200: envelopeSchema(accountTasksSchema) } };

  const rateOptions = async () => flatFeeRateOptions((await app.countyConfig.get('flatFee')).rates);

  app.post(
    '/accounts',
    {
      onRequest: allowed,
      schema: {
        body: accountListRequestSchema,
        response: { 200: envelopeSchema(accountListSchema) },
      },
    },
    async (request, reply) =>
      reply.ok({
        accounts: await list(request.body),
        countyAdminReload: (await app.countyConfig.get('flatFeeOverride')).countyAdminReload,
      }),
  );

  app.get(
    '/account/:id',
    {
      onRequest: allowed,
      schema: {
        params: accountEntryParamsSchema,
        response: { 200: envelopeSchema(accountSchema) },
      },
    },
    async (request, reply) => {
      if (request.params.id === 0) return reply.ok(newAccountEntry(await rateOptions()));
      const account = await findAccountRow(app.db, request.params.id);
      return reply.ok(
        accountOf(account, (await userCounts(app.db)).get(account.id) ?? 0, await rateOptions()),
      );
    },
  );

  app.post(
    '/account',
    {
      onRequest: allowed,
      schema: {
        body: accountSaveRequestSchema,
        response: { 200: envelopeSchema(accountSaveResponseSchema) },
      },
    },
    async (request, reply) => {
      const saved = await saveAccount(app, actorOf(request), request.body);
      const account = accountOf(
        saved,
        (await userCounts(app.db)).get(saved.id) ?? 0,
        await rateOptions(),
      );
      return reply.ok(
        { account, accountCodeDescriptionResults: await accountCodeDescriptions(app.db) },
        USER_ADMIN_MESSAGES.accountSaved,
      );
    },
  );

  app.post(
    '/accountDelete',
    {
      onRequest: allowed,
      schema: {
        body: accountListActionSchema,
        response: { 200: envelopeSchema(accountListActionReplySchema) },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, actorOf(request), request.body.accountId);
      return reply.ok(await listReply(request.body), USER_ADMIN_MESSAGES.accountDeleted);
    },
  );

  app.post(
    '/accountChangeStatusList',
    {
      onRequest: allowed,
      schema: {
        body: accountListActionSchema,
        response: { 200: envelopeSchema(accountListActionReplySchema) },
      },
    },
    async (request, reply) => {
      await toggleAccountStatus(app.db, actorOf(request), request.body.accountId);
      return reply.ok(await listReply(request.body));
    },
  );

  app.post(
    '/accountChangeStatusSingle',
    {
      onRequest: allowed,
      schema: { body: accountIdSchema, response: { 200: envelopeSchema(accountStatusSchema) } },
    },
    async (request, reply) =>
      reply.ok({
        status: await toggleAccountStatus(app.db, actorOf(request), request.body.accountId),
      }),
  );

  app.post(
    '/accountExport',
    {
      onRequest: allowed,
      schema: {
        body: accountListRequestSchema,
        response: { 200: fileReply(XLSX_TYPE, 'The listed accounts as accounts.xlsx.') },
      },
    },
    async (request, reply) => {
      const listed = await list(request.body);
      const rows = await app.db
        .select({ id: accounts.id, lastTasks: accounts.lastTasks, lastBilled: accounts.lastBilled })
        .from(accounts);
      const dates = new Map(rows.map((r) => [r.id, r]));
      const file = await spreadsheet<AccountListItem>(
        app.cpu,
        'Accounts',
        [
          { header: 'Account', width: 32, kind: 'text', value: (a) => a.name },
          { header: 'Type', width: 14, kind: 'text', value: (a) => a.accountTypeDescription },
          {
            header: 'Payment Method',
            width: 16,
            kind: 'text',
            value: (a) => a.paymentMethodDescription,
          },
          {
            header: 'Monthly Fee ($)',
            width: 16,
            kind: 'money',
            value: (a) => Number(a.monthlyFee),
          },
          {
            header: 'Status',
            width: 10,
            kind: 'text',
            value: (a) => (a.status === 'A' ? 'Active' : 'Inactive'),
          },
          { header: 'Users', width: 8, kind: 'integer', value: (a) => a.userCount },
          {
            header: 'Last Billed',
            width: 14,
            kind: 'date',
            value: (a) => dates.get(a.id)?.lastBilled ?? null,
          },
          {
            header: 'Last Tasks',
            width: 14,
            kind: 'date',
            value: (a) => dates.get(a.id)?.lastTasks ?? null,
          },
        ],
        listed,
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="accounts.xlsx"')
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  app.get(
    '/accountFlatFeeUsage/:id',
    {
      onRequest: allowed,
      schema: {
        params: accountIdParamsSchema,
        response: { 200: envelopeSchema(flatFeeUsageSchema) },
      },
    },
    async (request, reply) => {
      const account = await findAccountRow(app.db, request.params.id);
      return reply.ok({ id: account.id, imagesRemaining: account.imagesRemaining });
    },
  );

  app.post(
    '/accountFlatFeeUsage',
    {
      onRequest: allowed,
      schema: { body: flatFeeUsageSchema, response: { 200: envelopeSchema(flatFeeUsageSchema) } },
    },
    async (request, reply) => {
      const account = await findAccountRow(app.db, request.body.id);
      const override = await app.countyConfig.get('flatFeeOverride');
      // The county reloads only flat-fee accounts, and only when its countyAdminReload setting allows it.
      if (account.accountType !== 'FLAT_FEE' || !override.countyAdminReload)
        throw new ApiError(400, USER_ADMIN_MESSAGES.reloadNotOffered);
      const actor = actorOf(request);
      const moved = await app.db.transaction(async (tx) => {
        const renewed = await renewImages(tx, {
          accountId: account.id,
          actor: { userId: actor.id, username: actor.username },
          description: 'Flat fee usage override',
          images: request.body.imagesRemaining,
        });
        await auditAccount(tx, actor, account, {
          action: 'flatFeeUsageOverride',
          ledgerEntryId: renewed.entryId,
          changes: changedFields(
            { imagesRemaining: renewed.imagesBefore },
            { imagesRemaining: renewed.imagesAfter },
            ['imagesRemaining'],
          ),
        });
        return renewed;
      });
      return reply.ok(
        { id: account.id, imagesRemaining: moved.imagesAfter },
        ACCOUNT_MESSAGES.settingsUpdated,
      );
    },
  );

  app.get(
    '/accountPageAccess/:id',
    {
      onRequest: allowed,
      schema: {
        params: accountIdParamsSchema,
        response: { 200: envelopeSchema(accountPageAccessSchema) },
      },
    },
    async (request, reply) => {
      const account = await findAccountRow(app.db, request.params.id);
      const flags = await accountPageFlags(app.db, account.id);
      return reply.ok({ id: account.id, ...searchAccessOf(flags) } as never);
    },
  );

  app.post(
    '/accountPageAccess',
    {
      onRequest: allowed,
      schema: {
        body: accountPageAccessSchema,
        response: { 200: envelopeSchema(accountPageAccessSchema) },
      },
    },
    async (request, reply) => {
      const { id, ...flags } = request.body;
      await app.db.transaction(async (tx) => {
        const account = await findAccountRow(tx, id);
        const before = searchAccessOf(await accountPageFlags(tx, account.id));
        await tx
          .insert(accountPageAccess)
          .values({ accountId: account.id, flags })
          .onConflictDoUpdate({ target: accountPageAccess.accountId, set: { flags } });
        await auditAccount(tx, actorOf(request), account, {
          action: 'searchAccess',
          changes: changedFields(before, searchAccessOf(flags), SEARCH_TYPE_KEYS),
        });
      });
      return reply.ok(request.body, ACCOUNT_MESSAGES.settingsUpdated);
    },
  );

  const docTypesReply = { response: { 200: envelopeSchema(accountDocTypesReplySchema) } };
  app.get(
    '/accountDocTypes/:id',
    { onRequest: allowed, schema: { params: accountIdParamsSchema, ...docTypesReply } },
    async (request, reply) => {
      const account = await findAccountRow(app.db, request.params.id);
      return reply.ok({
        accountDocTypesContainer: {
          accountId: account.id,
          accountDocTypes: await readAccountDocTypes(app.db, account.id),
        },
      });
    },
  );
  app.post(
    '/accountDocTypes',
    { onRequest: allowed, schema: { body: accountDocTypesContainerSchema, ...docTypesReply } },
    async (request, reply) => {
      const account = await findAccountRow(app.db, request.body.accountId);
      const rows = await saveAccountDocTypes(app.db, actorOf(request), {
        ...request.body,
        accountId: account.id,
      });
      return reply.ok(
        { accountDocTypesContainer: { accountId: account.id, accountDocTypes: rows } },
        ACCOUNT_MESSAGES.settingsUpdated,
      );
    },
  );
  app.post(
    '/accountDocTypes/organize',
    { onRequest: allowed, schema: { body: accountDocTypesContainerSchema, ...docTypesReply } },
    async (request, reply) => reply.ok({ accountDocTypesContainer: organize(request.body) }),
  );

  app.get(
    '/accountTasks/:id',
    { onRequest: allowed, schema: { params: accountIdParamsSchema, ...tasksReply } },
    async (request, reply) =>
      reply.ok(
        await accountTasksOf(
          app.db,
          await findAccountRow(app.db, request.params.id),
          new Date(),
          timeZone,
        ),
      ),
  );

  // The account's tasks as they stand (the account tasks screen refreshes its dates and flags from it).
  app.post(
    '/accountTasks',
    { onRequest: allowed, schema: { body: accountIdSchema, ...tasksReply } },
    async (request, reply) =>
      reply.ok(
        await accountTasksOf(
          app.db,
          await findAccountRow(app.db, request.body.accountId),
          new Date(),
          timeZone,
        ),
      ),
  );

  app.post(
    '/runAccountTasks',
    { onRequest: allowed, schema: { body: accountIdSchema, ...tasksReply } },
    async (request, reply) => {
      const outcome = await runAccountTasks(app, request.body.accountId, tasksActorOf(request));
      return reply.ok(outcome.tasks, outcome.message);
    },
  );

  const marker = (
    path: string,
    marker: 'billedNow' | 'renewedNow' | 'prepareToRerun',
    roles: readonly Role[],
  ) =>
    app.post(
      path,
      { onRequest: requireRoles(roles), schema: { body: accountIdSchema, ...tasksReply } },
      async (request, reply) => {
        const outcome = await markAccountTasks(
          app,
          request.body.accountId,
          marker,
          tasksActorOf(request),
        );
        return reply.ok(outcome.tasks, outcome.message);
      },
    );
  marker('/accountTasksBilledNow', 'billedNow', COUNTY_ADMINS);
  marker('/accountTasksImageRenewedNow', 'renewedNow', COUNTY_ADMINS);
  marker('/prepareToRerunAccountTasks', 'prepareToRerun', ['TRIMIN']);

  // Account tasks of every due account, on the job queue: checked hourly, so the schedule's renewal day and time
  // are kept within the hour; the billing schedule says which tasks run (tasks.ts); each account is charged once
  // per month however many instances run.
  app.jobs.schedule('accounts.tasks', every(HOUR_MS), {
    run: async (_payload, { log }) => {
      const ran = await runScheduledAccountTasks(app);
      if (ran) log.info({ accounts: ran }, 'account tasks ran');
    },
  });
  // The schedule screen's Run Account Tasks (controlPanel/countyConfig/runAccountTasks enqueues it).
  app.jobs.define(RUN_ALL_ACCOUNT_TASKS_JOB, {
    run: async (_payload, { log }) => {
      const ran = await runAllAccountTasks(app);
      log.info({ accounts: ran }, 'account tasks ran for every due account');
    },
  });
};

export default accountRoutes;
