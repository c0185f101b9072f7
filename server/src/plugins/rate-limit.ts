import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../messages';
import { ApiError } from './envelope';

/**
 * Registers @fastify/rate-limit without a global limit; `limitAuthCalls` applies the per-address limit to the
 * routes of one scope (the /api/auth/* calls). The counters live in this instance's memory: behind a load
 * balancer each instance counts on its own (a shared store can replace it by configuration).
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, MESSAGES.tooManyRequests),
  });
}

export function limitAuthCalls(scope: FastifyInstance, perMinute: number): void {
  scope.addHook('onRequest', scope.rateLimit({ max: perMinute, timeWindow: 60_000, keyGenerator: (request) => request.ip }));
}
