import {
  billingScheduleSchema,
  envelopeSchema,
  ESSENTIAL_MODULES,
  normalizeSpecialRates,
  type Role,
} from '@lrp/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { jobs, users } from '../../db/schema';
import { TABLE_BODY_LIMIT } from '../../lib/body-limits';
import { ACCOUNT_MESSAGES, MESSAGES, USER_ADMIN_MESSAGES } from '../../messages';
import { ApiError, fieldError } from '../../plugins/envelope';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { writeAudit } from '../audit/repository';
import { prepareAllToRerun, RUN_ALL_ACCOUNT_TASKS_JOB } from '../accounts/tasks';
import searchAccessRoutes from './search-access';
import {
  COUNTY_GROUP_SCHEMAS,
  type CountyConfigRepository,
  type CountyGroup,
  type FullCountyConfig,
} from '../countyConfig/repository';

const COUNTY_ADMINS: readonly Role[] = ['TRIMIN', 'COUNTY'];
const TRIMIN_ONLY: readonly Role[] = ['TRIMIN'];

/** Saves a group in the saving transaction and audits the change (COUNTY_CONFIG_CHANGE, before and after). */
type SaveGroup = <H extends CountyGroup>(group: H, value: FullCountyConfig[H]) => Promise<unknown>;

/** What a group needs besides its schema: who may read and change it, and checks across its fields. */
type GroupRule<G extends CountyGroup> = {
  roles?: readonly Role[];
  /** The most bytes its body may have, when the default is too small for the group's largest valid value. */
  bodyLimit?: number;
  /** Normalizes a valid value or refuses it with a message; runs in the saving transaction. */
  prepare?: (
    value: FullCountyConfig[G],
    db: DbOrTx,
    countyConfig: CountyConfigRepository,
  ) => Promise<FullCountyConfig[G]> | FullCountyConfig[G];
  /** What changes with the group once it is saved (other groups), in the same transaction, audited. */
  afterSave?: (
    saved: FullCountyConfig[G],
    db: DbOrTx,
    countyConfig: CountyConfigRepository,
    save: SaveGroup,
  ) => Promise<void>;
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
  // Search 1's "default search needs to be enabled first" is the contract's (searchConfigSchema); saving it with
  // every account's search access is POST countyConfig/searchAndUsers (./search-access.ts).
  // Home - Notable Dates owns showNotableDates and useVerificationDate; searchOptions, which the search forms
  // read, keeps a copy of them (docs/decisions.md "Notable dates display").
  notableDatesDisplay: {
    afterSave: async (saved, db, countyConfig, save) => {
      const options = await countyConfig.get('searchOptions', db);
      if (
        options.showNotableDates !== saved.showNotableDates ||
        options.useVerificationDate !== saved.useVerificationDate
      )
        await save('searchOptions', {
          ...options,
          showNotableDates: saved.showNotableDates,
          useVerificationDate: saved.useVerificationDate,
        });
    },
  },
  searchOptions: {
    prepare: async (value, db, countyConfig) => {
      const display = await countyConfig.get('notableDatesDisplay', db);
      return {
        ...value,
        showNotableDates: display.showNotableDates,
        useVerificationDate: display.useVerificationDate,
      };
    },
  },
  // Special rates are saved as the table shows them after a save: blank rows dropped, codes upper-cased, sorted.
  // Saving them resets the credit-card special rates to the same rows (the screen warns: "The special rates for
  // credit card will also be reset. Continue?"; docs/decisions.md).
  aLaCarteSpecialRates: {
    prepare: (value) => ({ ...value, rates: normalizeSpecialRates(value.rates) }),
    afterSave: async (saved, db, countyConfig, save) => {
      const creditCard = await countyConfig.get('creditCard', db);
      await save('creditCard', { ...creditCard, rates: saved.rates });
    },
  },
  creditCard: {
    prepare: (value) => ({ ...value, rates: normalizeSpecialRates(value.rates) }),
  },
  // Last Ran is the server's: the browser's value is ignored.
  billingSchedule: {
    prepare: async (value, db, countyConfig) => ({
      ...value,
      lastRan: (await countyConfig.get('billingSchedule', db)).lastRan,
    }),
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
 * dropped); a change is written to the audit log with the values before and after (a group that changes another,
 * as the a la carte special rates reset the credit-card ones, writes a row for each). The billing schedule's
 * buttons: POST countyConfig/runAccountTasks (county staff: queues a run of every due account's tasks) and
 * countyConfig/prepareToRerunAccountTasks (TRIMIN: clears every active account's task dates).
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
          const save = async <H extends CountyGroup>(name: H, value: FullCountyConfig[H]) => {
            const previous = await app.countyConfig.get(name, tx);
            const saved = await app.countyConfig.put(name, value, tx);
            await writeAudit(tx, {
              type: 'COUNTY_CONFIG_CHANGE',
              userId: user.id,
              username: user.username,
              detail: { group: name, before: previous, after: saved },
              clientAddress: request.ip,
            });
            return saved;
          };
          const value = rule.prepare
            ? await rule.prepare(request.body as FullCountyConfig[G], tx, app.countyConfig)
            : (request.body as FullCountyConfig[G]);
          const saved = await save(group, value);
          await rule.afterSave?.(saved, tx, app.countyConfig, save);
          return saved;
        });
        return reply.ok(stored, ACCOUNT_MESSAGES.settingsUpdated);
      },
    );
  };

  for (const group of Object.keys(COUNTY_GROUP_SCHEMAS) as CountyGroup[]) registerGroup(group);
  await app.register(searchAccessRoutes);

  // The billing schedule's buttons (spec 3 §7): the body is the schedule form, of which nothing is saved; both
  // answer the stored schedule and what was done.
  const scheduleCall = {
    body: billingScheduleSchema,
    response: { 200: envelopeSchema(billingScheduleSchema) },
  };
  app.post(
    '/countyConfig/runAccountTasks',
    { onRequest: requireRoles(COUNTY_ADMINS), schema: scheduleCall },
    async (_request, reply) => {
      // One run at a time: a second click while it is queued adds nothing.
      await app.jobs.enqueue(RUN_ALL_ACCOUNT_TASKS_JOB, {}, { singletonKey: await runKey(app.db) });
      return reply.ok(
        await app.countyConfig.get('billingSchedule'),
        USER_ADMIN_MESSAGES.accountTasksStarted,
      );
    },
  );
  app.post(
    '/countyConfig/prepareToRerunAccountTasks',
    { onRequest: requireRoles(TRIMIN_ONLY), schema: scheduleCall },
    async (request, reply) => {
      const { user } = sessionOf(request);
      await prepareAllToRerun(app, {
        userId: user.id,
        username: user.username,
        clientAddress: request.ip,
      });
      return reply.ok(
        await app.countyConfig.get('billingSchedule'),
        USER_ADMIN_MESSAGES.accountTasksReadyToRerun,
      );
    },
  );
};

/**
 * The singleton key of a screen run: the runs queued or running share one key, so a second click adds nothing
 * while the first is waiting; a finished run frees it (its key is counted from the runs done so far).
 */
async function runKey(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.name, RUN_ALL_ACCOUNT_TASKS_JOB), inArray(jobs.status, ['done', 'failed'])));
  return `${RUN_ALL_ACCOUNT_TASKS_JOB}#${row.n}`;
}

export default controlPanelRoutes;
