import type { BulkSession } from '../../client';
import { RECORD_TABLE_NAMES, RECORD_TABLES, type RecordTable, type Row } from './tables';

/**
 * Collects generated rows per table and loads them with COPY in batches, parents before children so the
 * foreign keys hold at every batch.
 */
export class RowSink {
  private readonly buffers = new Map<RecordTable, Row[]>(RECORD_TABLE_NAMES.map((t) => [t, []]));
  private buffered = 0;
  readonly counts = new Map<RecordTable, number>(RECORD_TABLE_NAMES.map((t) => [t, 0]));

  constructor(
    private readonly session: Pick<BulkSession, 'copy'>,
    private readonly batchRows = 50_000,
  ) {}

  add(table: RecordTable, row: Row): void {
    this.buffers.get(table)!.push(row);
    this.buffered += 1;
  }

  /** Loads what is buffered once a batch is full (call between documents, never inside one). */
  async maybeFlush(): Promise<void> {
    if (this.buffered >= this.batchRows) await this.flush();
  }

  async flush(): Promise<void> {
    for (const table of RECORD_TABLE_NAMES) {
      const rows = this.buffers.get(table)!;
      if (!rows.length) continue;
      await this.session.copy(table, RECORD_TABLES[table], rows);
      this.counts.set(table, this.counts.get(table)! + rows.length);
      this.buffers.set(table, []);
    }
    this.buffered = 0;
  }
}
