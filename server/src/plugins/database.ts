import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import { globalPlugin } from '../lib/global-plugin';
import { CountyConfigRepository } from '../modules/countyConfig/repository';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    countyConfig: CountyConfigRepository;
  }
}

/** The database and the repositories every area uses, decorated onto the instance. */
export default globalPlugin(
  'database',
  async (app: FastifyInstance, options: { database: Database; closeDatabase: boolean }) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
    app.decorate(
      'countyConfig',
      new CountyConfigRepository(options.database.db, app.log, app.contentCache),
    );
    if (options.closeDatabase) app.addHook('onClose', () => options.database.close());
  },
);
