/**
 * How long the database took over each statement, for whoever listens (the monitoring metrics,
 * src/modules/monitoring). The database client calls `time` around every statement it sends; while nobody listens
 * it only calls through. One hub per opened database, so apps sharing a database (tests) each see its statements.
 */

export type StatementListener = (durationMs: number) => void;

export class StatementTimings {
  private readonly listeners = new Set<StatementListener>();

  /** Starts telling `listener` each statement's duration; answers the call that stops it. */
  subscribe(listener: StatementListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether anyone listens (no listener: no timing). */
  get observed(): boolean {
    return this.listeners.size > 0;
  }

  /** Tells every listener that a statement took `durationMs`; a failing listener never fails the statement. */
  record(durationMs: number): void {
    for (const listener of this.listeners) {
      try {
        listener(durationMs);
      } catch {
        // Monitoring is never worth a failed query.
      }
    }
  }

  /** Runs `statement` and records how long its promise took to settle, success or failure. */
  time<T>(statement: () => Promise<T>): Promise<T> {
    if (!this.observed) return statement();
    const started = performance.now();
    const done = () => this.record(performance.now() - started);
    const running = statement();
    running.then(done, done);
    return running;
  }
}
