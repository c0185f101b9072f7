import { envelopeSchema, ESSENTIAL_MODULES, SEARCH_TYPES, type Role } from '@lrp/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { TABLE_BODY_LIMIT } from '../../lib/body-limits';
import { ACCOUNT_MESSAGES, MESSAGES } from '../../messages';
import { ApiError, fieldError } from '../../plugins/envelope';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { writeAudit } from '../audit/repository';
import {
  COUNTY_GROUP_SCHEMAS,
  type CountyGroup,
  type FullCountyConfig,
} from '../countyConfig/repository';

const COUNTY_ADMINS: readonly Role[] = ['TRIMIN', 'COUNTY'];
const TRIMIN_ONLY: readonly Role[] = ['TRIMIN'];

/** What a group needs besides its schema: who may read and change it, and checks across its fields. */
type GroupRule<G extends CountyGroup> = {
  roles?: readonly Role[];
  /** The most bytes its body may have, when the default is too small for the group's largest valid value. */
  bodyLimit?: number;
  /** Normalizes a valid value or refuses it with a message; runs in the saving transaction. */
  prepare?: (
    value: FullCountyConfig[G],
    db: DbOrTx,
  ) => Promise<FullCountyConfig[G]> | FullCountyConfig[G];
};

const RULES: { [G in CountyGroup]?: GroupRule<G> } = {
  // Which modules the county offers: provider staff only, and never one without which nobody could switch it back.
  modules: {
    roles: TRIMIN_ONLY,
    prepare: ({ disabled }) => {
      const names = [...new Set(disabled.map((name) => name.trim()).filter(Boolean))].sort();
      const essential = names.filter((name) => ESSENTIAL_MODULES.includes(name));
      if (essential.length) {
        throw new ApiError(400, MESSAGES.essentialModules({ modules: essential.join(', ') }));
      }
      return { disabled: names };
    },
  },
  // The control panel's technical group (spec 3 §2.3) is for provider staff.
  efile: { roles: TRIMIN_ONLY },
  languages: { roles: TRIMIN_ONLY },
  search: {
    prepare: (value) => {
      const type = SEARCH_TYPES.find((t) => t.key === value.defaultSearch);
      if (type && (value as Record<string, unknown>)[type.setting] !== true)
        throw fieldError('defaultSearch', ACCOUNT_MESSAGES.defaultSearchOff);
      return value;
    },
  },
  escrow: {
    prepare: (value) => {
      if (value.minReloadAmount > value.maxReloadAmount) {
        throw fieldError('maxReloadAmount', ACCOUNT_MESSAGES.reloadRange);
      }
      return value;
    },
  },
  notableDates: { bodyLimit: TABLE_BODY_LIMIT },
  userAccess: {
    prepare: async (value, db) => {
      const guestUserName = value.guestUserName.trim();
      if (guestUserName) {
        const [guest] = await db
          .select({ id: users.id })
          .from(users)
          .where(
            and(eq(users.usernameLower, guestUserName.toLowerCase()), eq(users.role, 'GUEST')),
          );
        if (!guest) throw fieldError('guestUserName', ACCOUNT_MESSAGES.noGuestUser);
      }
      return { ...value, guestUserName };
    },
  },
};

/**
 * /api/controlPanel: the county's settings (spec 3 §2.3, §7). GET and POST countyConfig/{group} for every
 * settings group, each validated by its own schema (unknown fields, such as the lockout screen's `status`, are
 * dropped); a change is written to the audit log with the values before and after.
 */
const controlPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  const registerGroup = <G extends CountyGroup>(group: G) => {
    const rule = (RULES[group] ?? {}) as GroupRule<G>;
    const allowed = requireRoles(rule.roles ?? COUNTY_ADMINS);
    const schema = COUNTY_GROUP_SCHEMAS[group] as unknown as z.ZodType<FullCountyConfig[G]>;
    const groupReply = { response: { 200: envelopeSchema(schema) } };

    app.get(
      `/countyConfig/${group}`,
      { onRequest: allowed, schema: groupReply },
      async (_request, reply) => reply.ok(await app.countyConfig.get(group)),
    );

    app.post(
      `/countyConfig/${group}`,
      { onRequest: allowed, bodyLimit: rule.bodyLimit, schema: { body: schema, ...groupReply } },
      async (request, reply) => {
        const { user } = sessionOf(request);
        const stored = await app.db.transaction(async (tx) => {
          const value = rule.prepare
            ? await rule.prepare(request.body as FullCountyConfig[G], tx)
            : (request.body as FullCountyConfig[G]);
          const previous = await app.countyConfig.get(group, tx);
          const saved = await app.countyConfig.put(group, value, tx);
          await writeAudit(tx, {
            type: 'COUNTY_CONFIG_CHANGE',
            userId: user.id,
            username: user.username,
            detail: { group, before: previous, after: saved },
            clientAddress: request.ip,
          });
          return saved;
        });
        return reply.ok(stored, ACCOUNT_MESSAGES.settingsUpdated);
      },
    );
  };

  for (const group of Object.keys(COUNTY_GROUP_SCHEMAS) as CountyGroup[]) registerGroup(group);
};

export default controlPanelRoutes;
