import { parseUsDate, type LandSharkOneDataType } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../audit/repository';
import type { Caller } from './accounts-users';
import type { LegacySource } from './legacy-source';
import { emptyReport, readRun, updateRun, type RunReport } from './runs';

/*
 * Migrate Audit Log (spec 3 §2.3 "LandShark One Audit Log"): copies LandShark One's audit rows, and the money
 * rows among them, in batches of `batchSize` in legacy id order. Each batch is one transaction here that also
 * moves the run's checkpoint (the last legacy id of the batch), so a crash or a restart resumes after the last
 * batch that committed. A legacy id is copied once ever: a batch first claims its ids in
 * landshark_one_copied_audit (ON CONFLICT DO NOTHING) and copies only the ids it claimed, and its ledger rows
 * carry the idempotency key `landshark-one:<id>`, so running twice, or a retried batch, copies nothing twice.
 * Memory holds one batch at a time.
 */

export type AuditLogOptions = {
  fromDate: string;
  toDate: string;
  dataType: LandSharkOneDataType;
  batchSize: number;
};

/** The audit_log type of a copied LandShark One row (its own type is in detail.legacyType). */
export const COPIED_AUDIT_TYPE = 'LANDSHARK_ONE';

type LegacyAuditRow = {
  audit_id: string;
  at: Date;
  audit_type: string;
  user_id: number | null;
  account_id: number | null;
  description: string;
  user_name: string | null;
  account_name: string | null;
  trans_type: string | null;
  amount: string | null;
  balance_after: string | null;
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The WHERE of the source's audit rows for the chosen days (LandShark One's local timestamps) and data type. */
function legacyFilter(options: AuditLogOptions, params: unknown[]): string {
  const where: string[] = [];
  const from = options.fromDate ? parseUsDate(options.fromDate) : null;
  const to = options.toDate ? parseUsDate(options.toDate) : null;
  if (from) {
    params.push(isoDay(from));
    where.push(`l.audit_ts >= $${params.length}::date`);
  }
  if (to) {
    params.push(isoDay(to));
    where.push(`l.audit_ts < $${params.length}::date + 1`);
  }
  if (options.dataType === 'transactions') where.push('t.audit_id is not null');
  return where.length ? ` and ${where.join(' and ')}` : '';
}

/** How many source rows the run covers (its total). */
async function countRows(source: LegacySource, options: AuditLogOptions): Promise<number> {
  const params: unknown[] = [];
  const filter = legacyFilter(options, params);
  const { rows } = await source.query<{ n: string }>(
    `select count(*)::text as n from ls_audit_log l
       left join ls_audit_transactions t on t.audit_id = l.audit_id
      where true${filter}`,
    params,
  );
  return Number(rows[0].n);
}

/** The next batch after `after` (legacy id), times as county times. */
async function readBatch(
  source: LegacySource,
  options: AuditLogOptions,
  after: number,
  timeZone: string,
): Promise<LegacyAuditRow[]> {
  const params: unknown[] = [after, timeZone, options.batchSize];
  const filter = legacyFilter(options, params);
  const { rows } = await source.query<LegacyAuditRow>(
    `select l.audit_id::text as audit_id, l.audit_ts at time zone $2 as at, l.audit_type, l.user_id, l.account_id,
            l.description, u.user_name, a.account_name, t.trans_type, t.amount::text as amount,
            t.balance_after::text as balance_after
       from ls_audit_log l
       left join ls_audit_transactions t on t.audit_id = l.audit_id
       left join ls_users u on u.user_id = l.user_id
       left join ls_accounts a on a.account_id = l.account_id
      where l.audit_id > $1${filter}
      order by l.audit_id
      limit $3`,
    params,
  );
  return rows;
}

/**
 * Copies one batch in one transaction: claims the legacy ids, writes the audit rows and the ledger rows of the
 * ids it claimed (names mapped through landshark_one_id_map: the accounts and users migration's), and moves
 * the checkpoint. Answers what it copied.
 */
async function copyBatch(
  app: FastifyInstance,
  runId: number,
  batch: LegacyAuditRow[],
  progress: { done: number; report: RunReport },
): Promise<void> {
  const rows = batch.map((r) => ({
    legacy_id: r.audit_id,
    at: r.at instanceof Date ? r.at.toISOString() : r.at,
    legacy_type: r.audit_type,
    user_id: r.user_id,
    username: r.user_name,
    account_id: r.account_id,
    account_name: r.account_name,
    description: r.description,
    trans_type: r.trans_type,
    amount: r.amount,
    balance_after: r.balance_after,
  }));
  const last = Number(batch[batch.length - 1].audit_id);
  await app.db.transaction(async (tx) => {
    const result = await tx.execute<{ audit_rows: number; transactions: number }>(sql`
      with b as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as b(
          legacy_id bigint, at timestamptz, legacy_type text, user_id bigint, username text, account_id bigint,
          account_name text, description text, trans_type text, amount numeric, balance_after numeric)
      ),
      fresh as (
        insert into landshark_one_copied_audit (legacy_id, run_id)
        select legacy_id, ${runId} from b
        on conflict (legacy_id) do nothing
        returning legacy_id
      ),
      named as (
        select b.*, mu.new_id as new_user_id, ma.new_id as new_account_id
          from b join fresh using (legacy_id)
          left join landshark_one_id_map mu on mu.kind = 'USER' and mu.legacy_id = b.user_id
          left join landshark_one_id_map ma on ma.kind = 'ACCOUNT' and ma.legacy_id = b.account_id
      ),
      audit as (
        insert into audit_log (at, user_id, username, account_id, type, detail)
        select at, new_user_id, username, new_account_id, ${COPIED_AUDIT_TYPE},
               jsonb_strip_nulls(jsonb_build_object(
                 'legacyId', legacy_id, 'legacyType', legacy_type, 'description', description,
                 'legacyUserId', user_id, 'legacyAccountId', account_id, 'accountId', new_account_id,
                 'accountName', account_name, 'transactionType', trans_type, 'amount', amount::text))
          from named
        returning 1
      ),
      ledger as (
        insert into transaction_log (at, user_id, username, account_id, type, description, amount,
                                     balance_before, balance_after, payment_method, reference, idempotency_key)
        select at, new_user_id, username, new_account_id,
               case trans_type when 'DEPOSIT' then 'DEPOSIT' when 'REFUND' then 'REFUND'
                               when 'CARD' then 'CARD_PAYMENT' else 'CHARGE' end,
               coalesce(nullif(description, ''), 'LandShark One ' || lower(trans_type)),
               amount,
               case when balance_after is null then null
                    when trans_type in ('DEPOSIT', 'REFUND') then balance_after - amount
                    when trans_type = 'CHARGE' then balance_after + amount
                    else balance_after end,
               balance_after,
               case trans_type when 'CARD' then 'CREDIT_CARD' when 'INVOICE' then 'INVOICE' else 'ESCROW' end,
               'landshark-one:' || legacy_id, 'landshark-one:' || legacy_id
          from named where trans_type is not null
        on conflict (idempotency_key) do nothing
        returning 1
      )
      select (select count(*) from audit)::int as audit_rows, (select count(*) from ledger)::int as transactions`);
    const copied = result.rows[0];
    const report = progress.report;
    report.copied.auditRows = (report.copied.auditRows ?? 0) + Number(copied.audit_rows);
    report.copied.transactions = (report.copied.transactions ?? 0) + Number(copied.transactions);
    const already = batch.length - Number(copied.audit_rows);
    if (already > 0) report.copied.alreadyCopied = (report.copied.alreadyCopied ?? 0) + already;
    progress.done += batch.length;
    await updateRun(tx, runId, { checkpoint: last, done: progress.done, report });
  });
}

/**
 * The run of a Migrate Audit Log job (or its resumption after a crash): from the run's checkpoint to the end,
 * batch by batch; finishes the run and writes its LANDSHARK_ONE_MIGRATION audit row.
 */
export async function migrateAuditLog(
  app: FastifyInstance,
  source: LegacySource,
  runId: number,
  options: AuditLogOptions,
  caller: Caller,
  hooks: { afterBatch?: (done: number) => Promise<void> | void } = {},
): Promise<RunReport> {
  const run = await readRun(app.db, runId);
  if (!run) throw new Error(`LandShark One run ${runId} is gone`);
  const timeZone = app.config.countyTimeZone;
  const progress = {
    done: run.done,
    report: { ...emptyReport(), ...(run.report as Partial<RunReport>) } as RunReport,
  };
  const total = await countRows(source, options);
  await updateRun(app.db, runId, { state: 'running', total, error: null });
  let after = run.checkpoint;
  for (;;) {
    const batch = await readBatch(source, options, after, timeZone);
    if (!batch.length) break;
    await copyBatch(app, runId, batch, progress);
    after = Number(batch[batch.length - 1].audit_id);
    await hooks.afterBatch?.(progress.done);
    if (batch.length < options.batchSize) break;
  }
  await app.db.transaction(async (tx) => {
    await updateRun(tx, runId, { state: 'done', finished: true, done: progress.done });
    await writeAudit(tx, {
      type: 'LANDSHARK_ONE_MIGRATION',
      userId: caller.userId,
      username: caller.username,
      clientAddress: caller.clientAddress,
      detail: { runId, part: 'auditLog', ...options, copied: progress.report.copied },
    });
  });
  return progress.report;
}
