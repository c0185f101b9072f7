import { ServerBusyError } from '../plugins/envelope';

/**
 * At most `concurrency` calls of `run` at work at once and at most `queueLimit` more waiting their turn, first
 * come first served; a call beyond that is refused at once with ServerBusyError (503, Retry-After). Bounding the
 * wait, not only the work, is the point: a burst is told to try again instead of making everyone behind it wait
 * for seconds.
 */
export class BoundedConcurrency {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
    readonly retryAfterSeconds = 2,
  ) {
    if (!(concurrency >= 1) || !(queueLimit >= 0))
      throw new RangeError('concurrency must be at least 1 and queueLimit at least 0');
  }

  /** Calls at work now. */
  get running(): number {
    return this.#running;
  }

  /** Calls waiting for a turn. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Runs `work` when a turn is free; decides at once (before any await) whether the call may wait for one. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running < this.concurrency) this.#running += 1;
    else if (this.#waiting.length < this.queueLimit)
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else throw new ServerBusyError(this.retryAfterSeconds);
    try {
      return await work();
    } finally {
      // The turn passes straight to the first waiting call, or is given back.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

/**
 * A BoundedConcurrency per key (a client address): at most `perKey` calls of one key at work at once and
 * `queuePerKey` more of it waiting, refused beyond that with ServerBusyError. Put in front of a limit everyone
 * shares, it keeps one caller from taking every turn of it: the others' calls go in beside its first ones.
 */
export class PerKeyLimit {
  readonly #limits = new Map<string, BoundedConcurrency>();

  constructor(
    readonly perKey: number,
    readonly queuePerKey: number,
    readonly retryAfterSeconds = 2,
  ) {
    new BoundedConcurrency(perKey, queuePerKey); // checks the numbers
  }

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    let limit = this.#limits.get(key);
    if (!limit) {
      limit = new BoundedConcurrency(this.perKey, this.queuePerKey, this.retryAfterSeconds);
      this.#limits.set(key, limit);
    }
    try {
      return await limit.run(work);
    } finally {
      if (limit.running === 0 && limit.waiting === 0) this.#limits.delete(key);
    }
  }
}
