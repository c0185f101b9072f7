import {
  envelopeSchema,
  SEARCH_TYPE_KEYS,
  SEARCH_TYPES,
  searchConfigSchema,
  type CountyConfig,
  type Role,
} from '@lrp/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client';
import { accountPageAccess, accounts } from '../../db/schema';
import { ACCOUNT_MESSAGES } from '../../messages';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { changedFields, type FieldChange } from '../audit/changes';
import { writeAudit } from '../audit/repository';

const COUNTY_ADMINS: readonly Role[] = ['TRIMIN', 'COUNTY'];

/** The page-access flags (by search type key) that equal the county's Search 1 switches. */
function countySearchFlags(search: CountyConfig['search']): Record<string, boolean> {
  const flags = search as unknown as Record<string, unknown>;
  return Object.fromEntries(SEARCH_TYPES.map((t) => [t.key, flags[t.setting] === true]));
}

type SearchAccessChange = { id: number; name: string; changes: FieldChange[] };

/**
 * Gives every account the same search access; answers how many accounts there are and, for each account whose
 * access this changed, its search types before and after (a key an account's flags leave out was allowed).
 */
async function setEveryAccountsSearchAccess(
  db: DbOrTx,
  flags: Record<string, boolean>,
): Promise<{ count: number; changed: SearchAccessChange[] }> {
  const rows = await db
    .select({ id: accounts.id, name: accounts.name, flags: accountPageAccess.flags })
    .from(accounts)
    .leftJoin(accountPageAccess, eq(accountPageAccess.accountId, accounts.id))
    .orderBy(asc(accounts.id));
  if (!rows.length) return { count: 0, changed: [] };
  await db
    .insert(accountPageAccess)
    .values(rows.map(({ id }) => ({ accountId: id, flags })))
    .onConflictDoUpdate({
      target: accountPageAccess.accountId,
      set: { flags: sql`excluded.flags` },
    });
  const changed = rows
    .map(({ id, name, flags: was }) => ({
      id,
      name,
      changes: changedFields(
        Object.fromEntries(SEARCH_TYPE_KEYS.map((k) => [k, was?.[k] !== false])),
        flags,
        SEARCH_TYPE_KEYS,
      ),
    }))
    .filter((a) => a.changes.length > 0);
  return { count: rows.length, changed };
}

/**
 * POST controlPanel/countyConfig/searchAndUsers (Search 1's Submit with access "same", its Save and Update with
 * "configurable"; spec 3 §2.3): saves the Search 1 group as POST countyConfig/search does, and in the same
 * transaction sets every account's search access (controlPanel/accountPageAccess) to the county's switches.
 * All audited: the group's COUNTY_CONFIG_CHANGE (before and after), one ACCOUNT_CHANGE with the flags given, the
 * number of accounts and the county's switches that changed (`changes`), and an ACCOUNT_CHANGE (action
 * searchAccess) for each account whose access changed, with its search types before and after. Answers the
 * stored group and "Settings and Users updated.". Save Only is POST countyConfig/search, which changes no account.
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
        const { count, changed } = await setEveryAccountsSearchAccess(tx, flags);
        await writeAudit(tx, {
          type: 'ACCOUNT_CHANGE',
          ...audit,
          detail: {
            change: 'searchAccessFromCounty',
            accounts: count,
            pageAccess: flags,
            changes: changedFields(countySearchFlags(before), flags, SEARCH_TYPE_KEYS),
          },
        });
        for (const account of changed) {
          await writeAudit(tx, {
            type: 'ACCOUNT_CHANGE',
            ...audit,
            detail: {
              accountId: account.id,
              accountName: account.name,
              action: 'searchAccess',
              via: 'searchAccessFromCounty',
              changes: account.changes,
            },
          });
        }
        return saved;
      });
      return reply.ok(stored, ACCOUNT_MESSAGES.settingsAndUsersUpdated);
    },
  );
};

export default searchAccessRoutes;
