import type { FastifyInstance, FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once no work queued with `runAfterReply` is left (shutdown waits for it; tests read its results). */
    backgroundSettled(): Promise<void>;
    /** The work queued with `runAfterReply` that has not finished. */
    afterReplyWork: Set<Promise<void>>;
  }
  interface FastifyRequest {
    /** Starts the work queued for after this request's reply. */
    afterReplyStarts: (() => void)[] | null;
  }
}

/**
 * Queues work to run once the reply has gone out, so the answer's timing cannot tell what the work found (the
 * recovery e-mails: whether an address or username exists). A failure is logged, never answered.
 */
export function runAfterReply(
  request: FastifyRequest,
  what: string,
  task: () => Promise<unknown>,
): void {
  const pending = request.server.afterReplyWork;
  let start!: () => void;
  const gate = new Promise<void>((resolve) => (start = resolve));
  const run = gate.then(task).then(
    () => undefined,
    (err: unknown) => request.log.error({ err, work: what }, 'work after the reply failed'),
  );
  pending.add(run);
  void run.finally(() => pending.delete(run));
  (request.afterReplyStarts ??= []).push(start);
}

/** Work after the reply: started by onResponse (or when the client went away), awaited on close. */
export default globalPlugin('after-reply', async (app: FastifyInstance) => {
  const pending = new Set<Promise<void>>();
  app.decorate('afterReplyWork', pending);
  app.decorateRequest('afterReplyStarts', null);
  app.decorate('backgroundSettled', async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  });
  const startQueued = async (request: FastifyRequest) => {
    for (const start of request.afterReplyStarts ?? []) start();
    request.afterReplyStarts = null;
  };
  app.addHook('onResponse', startQueued);
  app.addHook('onRequestAbort', startQueued);
  app.addHook('onClose', async () => app.backgroundSettled());
});
