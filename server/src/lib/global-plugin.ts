import type { FastifyInstance } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its decorators and hooks reach the whole app: what fastify-plugin
 * does, without a dependency the server does not declare.
 */
export function globalPlugin<O extends Record<string, unknown>>(
  name: string,
  plugin: (app: FastifyInstance, options: O) => Promise<void>,
): (app: FastifyInstance, options: O) => Promise<void> {
  return Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
