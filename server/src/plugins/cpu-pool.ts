import type { FastifyInstance } from 'fastify';
import { createCpuPool, type CpuPool } from '../lib/cpu-pool';
import { globalPlugin } from '../lib/global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Worker threads for CPU-heavy work (lib/cpu-pool.ts). */
    cpu: CpuPool;
  }
}

/** The app's CPU pool (sized by CPU_POOL_SIZE and CPU_QUEUE_LIMIT, or one given by a test), closed with the app. */
export default globalPlugin(
  'cpu-pool',
  async (app: FastifyInstance, options: { pool?: CpuPool }) => {
    const pool =
      options.pool ??
      createCpuPool({ size: app.config.cpuPoolSize, queueLimit: app.config.cpuQueueLimit });
    app.decorate('cpu', pool);
    app.addHook('onClose', () => pool.close());
  },
);
