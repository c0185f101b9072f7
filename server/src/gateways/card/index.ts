import type { FastifyInstance } from 'fastify';
import { TestCardGateway } from './test-gateway';
import type { CardGateway } from './types';

export type { CardGateway, CardPurpose, GatewayTransaction } from './types';
export { CARD_PURPOSES } from './types';
export { TestCardGateway } from './test-gateway';

const gateways = new WeakMap<object, CardGateway | null>();

/**
 * The app's card gateway (CARD_GATEWAY): the embedded test gateway, or null when card payments are off. One
 * per app (keyed by its configuration); it keeps no state of its own beyond the database.
 */
export function cardGatewayOf(app: FastifyInstance): CardGateway | null {
  if (!gateways.has(app.config)) {
    gateways.set(
      app.config,
      app.config.cardGateway === 'test' ? new TestCardGateway(app.db) : null,
    );
  }
  return gateways.get(app.config) ?? null;
}

/** The embedded test gateway when it is the app's gateway (its hosted page routes need it), else null. */
export function testGatewayOf(app: FastifyInstance): TestCardGateway | null {
  const gateway = cardGatewayOf(app);
  return gateway instanceof TestCardGateway ? gateway : null;
}
