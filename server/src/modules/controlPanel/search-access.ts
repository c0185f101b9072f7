import {
  envelopeSchema,
  SEARCH_TYPES,
  searchConfigSchema,
  type CountyConfig,
  type Role,
} from '@lrp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client';
import { accountPageAccess, accounts } from '../../db/schema';
import { ACCOUNT_MESSAGES } from '../../messages';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { writeAudit } from '../audit/repository';

const COUNTY_ADMINS: readonly Role[] = ['TRIMIN', 'COUNTY'];

/** The page-access flags (by search type key) that equal the county's Search 1 switches. */
function countySearchFlags(search: CountyConfig['search']): Record<string, boolean> {
  const flags = search as unknown as Record<string, unknown>;
  return Object.fromEntries(SEARCH_TYPES.map((t) => [t.key, flags[t.setting] === true]));
}

/** Gives every account the same search access; answers how many accounts there are. */
async function setEveryAccountsSearchAccess(
  db: DbOrTx,
  flags: Record<string, boolean>,
): Promise<number> {
  const rows = await db.select({ id: accounts.id }).from(accounts);
  if (!rows.length) return 0;
  await db
    .insert(accountPageAccess)
    .values(rows.map(({ id }) => ({ accountId: id, flags })))
    .onConflictDoUpdate({
      target: accountPageAccess.accountId,
      set: { flags: sql`excluded.flags` },
    });
  return rows.length;
}

/**
 * POST controlPanel/countyConfig/searchAndUsers (Search 1's Submit with access "same", its Save and Update with
 * "configurable"; spec 3 §2.3): saves the Search 1 group as POST countyConfig/search does, and in the same
 * transaction sets every account's search access (controlPanel/accountPageAccess) to the county's switches.
 * Both are audited: the group's COUNTY_CONFIG_CHANGE (before and after) and one ACCOUNT_CHANGE with the flags
 * given and the number of accounts. Answers the stored group and "Settings and Users updated.". Save Only is
 * POST countyConfig/search, which changes no account.
 */
const searchAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/countyConfig/searchAndUsers',
    {
      onRequest: requireRoles(COUNTY_ADMINS),
      schema: { body: searchConfigSchema, response: { 200: envelopeSchema(searchConfigSchema) } },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const audit = { userId: user.id, username: user.username, clientAddress: request.ip };
      const stored = await app.db.transaction(async (tx) => {
        const before = await app.countyConfig.get('search', tx);
        const saved = await app.countyConfig.put('search', request.body, tx);
        await writeAudit(tx, {
          type: 'COUNTY_CONFIG_CHANGE',
          ...audit,
          detail: { group: 'search', before, after: saved },
        });
        const flags = countySearchFlags(saved);
        const count = await setEveryAccountsSearchAccess(tx, flags);
        await writeAudit(tx, {
          type: 'ACCOUNT_CHANGE',
          ...audit,
          detail: { change: 'searchAccessFromCounty', accounts: count, pageAccess: flags },
        });
        return saved;
      });
      return reply.ok(stored, ACCOUNT_MESSAGES.settingsAndUsersUpdated);
    },
  );
};

export default searchAccessRoutes;
