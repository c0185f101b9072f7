import {
  codeDescriptionFilterSchema,
  codeDescriptionResultListSchema,
  COUNTY_STAFF_ROLES,
  envelopeSchema,
  namedResultListSchema,
  PUBLIC_COUNTY_GROUPS,
  shownNotableDates,
  type Role,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import serverPackage from '../../../package.json';
import { describeDatabase } from '../../db/client';
import { loadSession } from '../../plugins/session';
import { PRODUCT_VERSION } from '../../product';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { findAccounts, findUsers, readCodeLists } from './repository';

/** codeDescriptions: the lists the browser loads once at start-up, in this order. */
export const CODE_DESCRIPTION_LISTS = [
  'accountTypes',
  'paymentMethodTypes',
  'userTypes',
  'userStatuses',
  'bookTypes',
  'documentTypes',
  'municipalityCodes',
  'otherLotCodes',
  'dataSourceTypes',
  'auditLogTypes',
  'transactionLogTypes',
  'states',
  'compassDirections',
  'languages',
] as const;

/** instrumentCodes: the instrument lists and the plats by code, name and number (the plat type-ahead's lists). */
export const INSTRUMENT_LISTS = [
  'instrumentGroups',
  'instrumentCodes',
  'plats',
  'platNames',
  'platNumbers',
  'islands',
] as const;

/** Who may list users in a picker (an account administrator sees the account's own); accounts: county staff. */
const USER_PICKER_ROLES: readonly Role[] = ['TRIMIN', 'COUNTY', 'ACCOUNT'];
const pickerReply = {
  body: codeDescriptionFilterSchema,
  response: { 200: envelopeSchema(codeDescriptionResultListSchema) },
};

const namedResults = { response: { 200: envelopeSchema(namedResultListSchema) } };

/**
 * /api/helperdata: the public reference data of spec 1 §7 (start-up), and the user and account pickers of
 * spec 2 §7 (role-checked).
 */
const helperdataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/countyConfiguration', { schema: namedResults }, async (_request, reply) => {
    const config = await app.countyConfig.getAll();
    // Only the public groups: userAccess (limits) and modules never leave the server this way.
    return reply.ok({
      results: PUBLIC_COUNTY_GROUPS.map((name) => ({ name, baseContent: config[name] })),
    });
  });

  // Reference lists change only with a new version or an administrator's edit: kept in the content cache.
  app.get('/codeDescriptions', { schema: namedResults }, async (_request, reply) =>
    reply.ok({
      results: await app.contentCache.get('codeLists:codeDescriptions', () =>
        readCodeLists(app.db, CODE_DESCRIPTION_LISTS),
      ),
    }),
  );

  app.get('/instrumentCodes', { schema: namedResults }, async (_request, reply) =>
    reply.ok({
      results: await app.contentCache.get('codeLists:instrumentCodes', () =>
        readCodeLists(app.db, INSTRUMENT_LISTS),
      ),
    }),
  );

  // The product's versions are public (the footer shows them); the database engine and its version are for the
  // provider's staff only: to anyone else they would only say which published flaws to try.
  app.get('/productVersions', { schema: namedResults }, async (request, reply) => {
    const session = await loadSession(request, reply);
    const database =
      session?.user.role === 'TRIMIN' ? { database: await describeDatabase(app.db) } : {};
    return reply.ok({
      results: [
        {
          name: 'productVersions',
          baseContent: { product: PRODUCT_VERSION, api: serverPackage.version, ...database },
        },
      ],
    });
  });

  app.post(
    '/userscodedescription',
    { onRequest: requireRoles(USER_PICKER_ROLES), schema: pickerReply },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const accountId = COUNTY_STAFF_ROLES.includes(user.role) ? null : (user.accountId ?? -1);
      return reply.ok({
        codeDescriptionResultList: await findUsers(app.db, request.body.filterText, accountId),
      });
    },
  );

  app.post(
    '/accountscodedescription',
    { onRequest: requireRoles(COUNTY_STAFF_ROLES), schema: pickerReply },
    async (request, reply) =>
      reply.ok({ codeDescriptionResultList: await findAccounts(app.db, request.body.filterText) }),
  );

  app.get('/notableDates', { schema: namedResults }, async (_request, reply) => {
    // The dates the county's Home - Notable Dates switches show, as on the home page.
    const [table, display, common] = await Promise.all([
      app.countyConfig.get('notableDates'),
      app.countyConfig.get('notableDatesDisplay'),
      app.countyConfig.get('common'),
    ]);
    const { headings, rows } = shownNotableDates(table, display, common.torrensLabel);
    return reply.ok({ results: [{ name: 'notableDates', baseContent: { headings, rows } }] });
  });
};

export default helperdataRoutes;
