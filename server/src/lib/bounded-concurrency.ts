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
 * At most `perKey` calls at once for one key (a client address), refused beyond that with ServerBusyError: one
 * caller cannot take every turn of a limit that everyone shares (BoundedConcurrency above).
 */
export class PerKeyLimit {
  readonly #inFlight = new Map<string, number>();

  constructor(
    readonly perKey: number,
    readonly retryAfterSeconds = 2,
  ) {
    if (!(perKey >= 1)) throw new RangeError('perKey must be at least 1');
  }

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const count = this.#inFlight.get(key) ?? 0;
    if (count >= this.perKey) throw new ServerBusyError(this.retryAfterSeconds);
    this.#inFlight.set(key, count + 1);
    try {
      return await work();
    } finally {
      const left = (this.#inFlight.get(key) ?? 1) - 1;
      if (left > 0) this.#inFlight.set(key, left);
      else this.#inFlight.delete(key);
    }
  }
}
