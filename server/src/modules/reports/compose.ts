import type { ReportPath } from '@lrp/contract';
import type { DbOrTx } from '../../db/client';
import { PRODUCT_LISTS } from '../../db/seed/reference-data';
import { centsFromText, centsToText } from '../../lib/cents';
import { describeAudit } from './describe';
import type { Cell, Column, ReportSink } from './sinks';
import type { ReportScope } from './scope';
import {
  accountTypeSummary,
  balanceBefore,
  chunkRows,
  chunksOf,
  totalsByType,
  type ChunkTotals,
  type ReportRow,
} from './source';
import type { ReportWords } from './words';

/*
 * The four reports' lines (docs/reports.md): what each lists, its groups, subtotals and totals, written to a
 * sink (PDF or workbook). Every figure is the ledger's (transaction_log), read here; nothing comes from the
 * browser.
 */

/** Told the rows written so far (a job's progress). */
export type Progress = (done: number) => Promise<void> | void;

const TITLES: Record<ReportPath, keyof ReportWords> = {
  UserReport: 'userReport',
  AccountReport: 'accountReport',
  StatementReport: 'statementReport',
  AccountTypeReport: 'accountTypeReport',
};

const description = (list: string, code: string) =>
  PRODUCT_LISTS[list]?.find(([c]) => c === code)?.[1] ?? code;

const sum = (texts: string[]) => centsToText(texts.reduce((n, t) => n + centsFromText(t), 0));
const minus = (a: string, b: string) => centsToText(centsFromText(a) - centsFromText(b));

const typeLabel = (words: ReportWords, type: string) =>
  (words as Record<string, string>)[type] ?? type;

function headingFacts(scope: ReportScope, words: ReportWords): [string, string][] {
  const facts: [string, string][] = [
    [words.period, scope.period],
    [words.preparedFor, scope.preparedFor],
  ];
  if (scope.accountName) facts.push([words.account, scope.accountName]);
  if (scope.username) facts.push([words.user, scope.username]);
  if (scope.statementId !== null) facts.push([words.transactionNumber, String(scope.statementId)]);
  const source = words[`source${scope.dataSource}`];
  facts.push([words.dataSource, scope.summaryMode ? `${source} - ${words.summaryOnly}` : source]);
  facts.push([words.generated, scope.generatedAt]);
  return facts;
}

/** Writes a report; answers the rows it listed. */
export async function composeReport(
  db: DbOrTx,
  scope: ReportScope,
  sink: ReportSink,
  words: ReportWords,
  progress: Progress = () => undefined,
): Promise<number> {
  const title = words[TITLES[scope.report]];
  const facts = headingFacts(scope, words);
  if (scope.report === 'StatementReport')
    return statement(db, scope, sink, words, title, facts, progress);
  if (scope.report === 'AccountTypeReport')
    return accountTypes(db, scope, sink, words, title, facts);
  return auditDetails(db, scope, sink, words, title, facts, progress);
}

/** Rows between progress reports and drains. */
const BATCH = 500;

async function auditDetails(
  db: DbOrTx,
  scope: ReportScope,
  sink: ReportSink,
  w: ReportWords,
  title: string,
  facts: [string, string][],
  progress: Progress,
): Promise<number> {
  const columns: Column[] = [
    { header: w.when, kind: 'date', width: 92, xlsxWidth: 20 },
    { header: w.user, kind: 'text', width: 80, xlsxWidth: 18 },
    { header: w.account, kind: 'text', width: 100, xlsxWidth: 28 },
    { header: w.activity, kind: 'text', width: 90, xlsxWidth: 24 },
    { header: w.transactionNumber, kind: 'integer', width: 58, xlsxWidth: 14 },
    { header: w.description, kind: 'text', width: 172, xlsxWidth: 70 },
    { header: w.debit, kind: 'money', width: 60, xlsxWidth: 13 },
    { header: w.credit, kind: 'money', width: 60, xlsxWidth: 13 },
  ];
  sink.start(title, facts, columns);
  const chunks = await chunksOf(db, scope);
  const byUser = scope.report === 'UserReport';
  const name = (c: ChunkTotals) =>
    byUser
      ? (c.username ?? w.noUser)
      : `${c.accountName ?? w.noAccount}${c.username !== null || c.chunk.user ? ` - ${c.username ?? w.noUser}` : ''}`;
  const entries = (c: { auditCount: number; ledgerCount: number }) =>
    `${w.auditEntries}: ${c.auditCount.toLocaleString('en-US')}, ${w.ledgerEntries}: ${c.ledgerCount.toLocaleString('en-US')}`;
  let written = 0;
  for (const chunk of chunks) {
    if (!scope.summaryMode) {
      sink.section(`${byUser ? w.user : w.account}: ${name(chunk)}`);
      for await (const row of chunkRows(db, scope, chunk.chunk)) {
        sink.row(auditLine(row, w));
        written += 1;
        if (written % BATCH === 0) {
          await progress(written);
          await sink.drain();
        }
      }
    } else written += chunk.auditCount + chunk.ledgerCount;
    sink.total([
      null,
      byUser ? (chunk.username ?? w.noUser) : (chunk.username ?? null),
      byUser ? null : (chunk.accountName ?? w.noAccount),
      w.total,
      null,
      entries(chunk),
      chunk.debits,
      chunk.credits,
    ]);
  }
  const grand = {
    auditCount: chunks.reduce((n, c) => n + c.auditCount, 0),
    ledgerCount: chunks.reduce((n, c) => n + c.ledgerCount, 0),
  };
  sink.total([
    null,
    null,
    null,
    w.grandTotal,
    null,
    entries(grand),
    sum(chunks.map((c) => c.debits)),
    sum(chunks.map((c) => c.credits)),
  ]);
  await progress(written);
  return written;
}

function auditLine(row: ReportRow, w: ReportWords): Cell[] {
  const label = typeLabel(w, row.type);
  if (row.source === 'A')
    return [
      row.at,
      row.username,
      row.accountName,
      label,
      null,
      describeAudit(row.type, row.detail, label),
      null,
      null,
    ];
  return [
    row.at,
    row.username,
    row.accountName,
    label,
    row.id,
    row.description,
    row.credit ? null : row.amount,
    row.credit ? row.amount : null,
  ];
}

async function statement(
  db: DbOrTx,
  scope: ReportScope,
  sink: ReportSink,
  w: ReportWords,
  title: string,
  facts: [string, string][],
  progress: Progress,
): Promise<number> {
  const columns: Column[] = [
    { header: w.account, kind: 'text', width: 0, xlsxWidth: 28 },
    { header: w.when, kind: 'date', width: 92, xlsxWidth: 20 },
    { header: w.transactionNumber, kind: 'integer', width: 60, xlsxWidth: 14 },
    { header: w.transactionType, kind: 'text', width: 90, xlsxWidth: 20 },
    { header: w.description, kind: 'text', width: 170, xlsxWidth: 60 },
    { header: w.user, kind: 'text', width: 90, xlsxWidth: 18 },
    { header: w.debit, kind: 'money', width: 70, xlsxWidth: 13 },
    { header: w.credit, kind: 'money', width: 70, xlsxWidth: 13 },
    { header: w.balance, kind: 'money', width: 70, xlsxWidth: 14 },
  ];
  // The PDF names the account in each statement's heading: its Account column has no width there.
  sink.start(title, facts, columns);
  const chunks = (await chunksOf(db, scope)).filter((c) => c.chunk.accountId != null);
  let written = 0;
  for (const chunk of chunks) {
    const accountId = chunk.chunk.accountId!;
    const account = chunk.accountName ?? w.noAccount;
    const [opening, closing, types] = await Promise.all([
      balanceBefore(db, accountId, scope.start),
      balanceBefore(db, accountId, scope.end),
      totalsByType(db, scope, chunk.chunk),
    ]);
    sink.section(`${w.account}: ${account}`);
    sink.total([account, null, null, null, w.openingBalance, null, null, null, opening]);
    if (!scope.summaryMode) {
      for await (const row of chunkRows(db, scope, chunk.chunk)) {
        sink.row([
          account,
          row.at,
          row.id,
          typeLabel(w, row.type),
          row.description,
          row.username,
          row.credit ? null : row.amount,
          row.credit ? row.amount : null,
          row.balanceAfter,
        ]);
        written += 1;
        if (written % BATCH === 0) {
          await progress(written);
          await sink.drain();
        }
      }
    } else written += chunk.ledgerCount;
    for (const t of types)
      sink.row([
        account,
        null,
        t.count,
        typeLabel(w, t.type),
        w.totalsByType,
        null,
        minus(t.amount, t.credit),
        t.credit,
        null,
      ]);
    sink.total([
      account,
      null,
      chunk.ledgerCount,
      w.total,
      null,
      null,
      chunk.debits,
      chunk.credits,
      null,
    ]);
    sink.total([account, null, null, null, w.closingBalance, null, null, null, closing]);
  }
  if (chunks.length > 1)
    sink.total([
      null,
      null,
      chunks.reduce((n, c) => n + c.ledgerCount, 0),
      w.grandTotal,
      null,
      null,
      sum(chunks.map((c) => c.debits)),
      sum(chunks.map((c) => c.credits)),
      null,
    ]);
  await progress(written);
  return written;
}

async function accountTypes(
  db: DbOrTx,
  scope: ReportScope,
  sink: ReportSink,
  w: ReportWords,
  title: string,
  facts: [string, string][],
): Promise<number> {
  const columns: Column[] = [
    { header: w.accountType, kind: 'text', width: 110, xlsxWidth: 18 },
    { header: w.paymentMethod, kind: 'text', width: 100, xlsxWidth: 18 },
    { header: w.accounts, kind: 'integer', width: 62, xlsxWidth: 10 },
    { header: w.withActivity, kind: 'integer', width: 70, xlsxWidth: 12 },
    { header: w.transactionType, kind: 'text', width: 130, xlsxWidth: 22 },
    { header: w.count, kind: 'integer', width: 60, xlsxWidth: 10 },
    { header: w.debit, kind: 'money', width: 90, xlsxWidth: 14 },
    { header: w.credit, kind: 'money', width: 90, xlsxWidth: 14 },
  ];
  sink.start(title, facts, columns);
  const lines = await accountTypeSummary(db, scope);
  let count = 0;
  const debits: string[] = [];
  const credits: string[] = [];
  for (const line of lines) {
    const type = description('accountTypes', line.accountType);
    const method = description('paymentMethodTypes', line.paymentMethod);
    sink.section(`${type} - ${method}`);
    for (const t of line.byType)
      sink.row([
        type,
        method,
        null,
        null,
        typeLabel(w, t.type),
        t.count,
        minus(t.amount, t.credit),
        t.credit,
      ]);
    const lineDebits = sum(line.byType.map((t) => minus(t.amount, t.credit)));
    const lineCredits = sum(line.byType.map((t) => t.credit));
    const lineCount = line.byType.reduce((n, t) => n + t.count, 0);
    sink.total([
      type,
      method,
      line.accounts,
      line.withActivity,
      w.total,
      lineCount,
      lineDebits,
      lineCredits,
    ]);
    count += lineCount;
    debits.push(lineDebits);
    credits.push(lineCredits);
  }
  sink.total([
    null,
    null,
    lines.reduce((n, l) => n + l.accounts, 0),
    lines.reduce((n, l) => n + l.withActivity, 0),
    w.grandTotal,
    count,
    sum(debits),
    sum(credits),
  ]);
  return count;
}
