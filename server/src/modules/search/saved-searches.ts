import {
  envelopeSchema,
  SAVED_SEARCH_LIMITS,
  savedSearchCreateSchema,
  savedSearchSchema,
  searchCriteriaSchema,
  type SavedSearch,
  type SearchTypeKey,
} from '@lrp/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { savedSearches } from '../../db/schema';
import { MESSAGES, VALIDATION } from '../../messages';
import { ApiError, fieldError } from '../../plugins/envelope';
import { ownUserId, requireSession } from '../../plugins/roles';

/*
 * Saved searches (issue 37; contract/src/search/saved.ts): GET search/savedSearches lists the signed-in person's,
 * POST search/savedSearches saves criteria under a name (the same name replaces; the criteria are checked against
 * the search type's schema, as a search would check them), POST search/savedSearches/{id}/delete deletes one.
 * Nobody sees or touches another person's; a guest has none. Running one is a search like any other: the
 * runner's own permissions and charges apply.
 */

type Row = typeof savedSearches.$inferSelect;
const described = (row: Row): SavedSearch => ({
  id: row.id,
  name: row.name,
  type: row.searchType as SearchTypeKey,
  criteria: row.criteria,
  savedAt: row.savedAt.toISOString(),
});

const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = requireSession();

  app.get(
    '/savedSearches',
    {
      onRequest: signedIn,
      schema: { response: { 200: envelopeSchema(z.array(savedSearchSchema)) } },
    },
    async (request, reply) => {
      const rows = await app.db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, ownUserId(request)))
        .orderBy(asc(savedSearches.name));
      return reply.ok(rows.map(described));
    },
  );

  app.post(
    '/savedSearches',
    {
      onRequest: signedIn,
      schema: {
        body: savedSearchCreateSchema,
        response: { 200: envelopeSchema(savedSearchSchema) },
      },
    },
    async (request, reply) => {
      const userId = ownUserId(request);
      const { name, type, criteria } = request.body;
      const checked = searchCriteriaSchema(type).safeParse(criteria);
      if (!checked.success) throw fieldError('criteria', VALIDATION.notValid);
      const saved = await app.db.transaction(async (tx) => {
        // One person's saves one at a time: the count and the write agree.
        await tx.execute(sql`select id from users where id = ${userId} for update`);
        const [{ n }] = await tx
          .select({ n: count() })
          .from(savedSearches)
          .where(and(eq(savedSearches.userId, userId), sql`${savedSearches.name} <> ${name}`));
        if (n >= SAVED_SEARCH_LIMITS.perUser)
          throw fieldError('name', VALIDATION.max({ n: SAVED_SEARCH_LIMITS.perUser }));
        const [row] = await tx
          .insert(savedSearches)
          .values({
            userId,
            name,
            searchType: type,
            criteria: checked.data as Record<string, unknown>,
          })
          .onConflictDoUpdate({
            target: [savedSearches.userId, savedSearches.name],
            set: {
              searchType: type,
              criteria: checked.data as Record<string, unknown>,
              savedAt: sql`now()`,
            },
          })
          .returning();
        return row;
      });
      return reply.ok(described(saved));
    },
  );

  app.post(
    '/savedSearches/:id/delete',
    {
      onRequest: signedIn,
      schema: {
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        body: z.object({}),
        response: { 200: envelopeSchema(z.object({ deleted: z.boolean() })) },
      },
    },
    async (request, reply) => {
      const gone = await app.db
        .delete(savedSearches)
        .where(
          and(
            eq(savedSearches.id, request.params.id),
            eq(savedSearches.userId, ownUserId(request)),
          ),
        )
        .returning({ id: savedSearches.id });
      // Another person's is answered as a missing one.
      if (gone.length === 0) throw new ApiError(404, MESSAGES.notFound);
      return reply.ok({ deleted: true });
    },
  );
};

export default savedSearchRoutes;
