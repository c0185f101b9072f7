import { envelopeSchema } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../messages';
import { MIGRATIONS_FOLDER } from '../../paths';

const liveSchema = z.object({ status: z.literal('live') });
const readySchema = z.object({
  database: z.enum(['up', 'down']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
});
type Readiness = z.infer<typeof readySchema>;

/**
 * /api/health and /api/ready, for load balancers and orchestrators. Both answer without a session and read no
 * county setting (their envelope's lockout is always false).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // The newest migration this server ships: the database is ready when it has applied it.
  const newest = Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis),
  );

  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness: the process answers (the database is not consulted).',
        response: { 200: envelopeSchema(liveSchema) },
      },
    },
    async () => ({
      ok: true,
      message: null,
      code: null,
      params: null,
      lockout: false,
      content: { status: 'live' as const },
    }),
  );

  app.get(
    '/ready',
    {
      schema: {
        summary: 'Readiness: the database answers and has every migration this server ships.',
        response: { 200: envelopeSchema(readySchema), 503: envelopeSchema(readySchema) },
      },
    },
    async (request, reply) => {
      const readiness: Readiness = { database: 'down', migrations: 'unknown' };
      try {
        await app.db.execute(sql`select 1`);
        readiness.database = 'up';
        const applied = await app.db.execute<{ newest: string | null }>(
          sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
        );
        readiness.migrations =
          Number(applied.rows[0]?.newest ?? 0) >= newest ? 'applied' : 'pending';
      } catch (err) {
        request.log.error({ err }, 'readiness check failed');
      }
      if (readiness.database === 'up' && readiness.migrations === 'applied') {
        return {
          ok: true,
          message: null,
          code: null,
          params: null,
          lockout: false,
          content: readiness,
        };
      }
      const { message, code, params } =
        readiness.database === 'down' ? MESSAGES.databaseDown : MESSAGES.migrationsPending;
      return reply
        .code(503)
        .send({ ok: false, message, code, params, lockout: false, content: readiness });
    },
  );
};

export default healthRoutes;
