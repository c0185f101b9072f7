import type { CardTransactionResponse } from '@lrp/contract';
import { gt, sql } from 'drizzle-orm';
import { transactionLog } from '../../src/db/schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ServerTest } from './test-app';

export const APPROVING_CARD = '4111 1111 1111 1111';
export const DECLINING_CARD = '4000 0000 0000 0002';

/** Posts a form into the card gateway as the card frame does: urlencoded, no CSRF header, no cookies. */
export function postForm(
  app: FastifyInstance,
  path: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/cardGateway/${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The message a gateway page posts to the portal window (null when it posts none besides resize). */
export function postedMessage(
  html: string,
): { source: string; type: string; response?: CardTransactionResponse } | null {
  const match = /var message = (.*);\n/.exec(html);
  if (!match) throw new Error('no message script in the page');
  return JSON.parse(match[1]);
}

/** Pays a token on the hosted page with a card; answers the transaction response the page posts. */
export async function payOnHostedPage(
  app: FastifyInstance,
  token: string,
  card: string = APPROVING_CARD,
  entry: { expiry?: string; cvv?: string } = {},
): Promise<CardTransactionResponse> {
  const page = await postForm(app, 'hostedPage', { token });
  if (page.statusCode !== 200) throw new Error(`hosted page answered ${page.statusCode}`);
  const paid = await postForm(app, 'pay', {
    token,
    cardNumber: card,
    expiry: entry.expiry ?? '12/39',
    cvv: entry.cvv ?? '123',
  });
  const message = postedMessage(paid.body);
  if (!message?.response)
    throw new Error(`the pay page posted no transaction response:\n${paid.body}`);
  return message.response;
}

/** Merges `change` into a stored county settings group. */
export async function changeCountyGroup(
  t: ServerTest,
  group: string,
  change: Record<string, unknown>,
): Promise<void> {
  await t.testDb.database.db.execute(
    sql`update county_settings set content = content || ${JSON.stringify(change)}::jsonb where group_name = ${group}`,
  );
}

/** An account's escrow balance and images, straight from the table. */
export async function accountBalance(
  t: ServerTest,
  name: string,
): Promise<{ id: number; escrowBalance: string; imagesRemaining: number }> {
  const result = await t.testDb.database.db.execute<{
    id: number;
    escrow_balance: string;
    images_remaining: number;
  }>(
    sql`select id, escrow_balance::text as escrow_balance, images_remaining from accounts where name = ${name}`,
  );
  const row = result.rows[0];
  return { id: row.id, escrowBalance: row.escrow_balance, imagesRemaining: row.images_remaining };
}

/**
 * The ledger rows written since the test began (the demo seed has its own history): call once at the top of a
 * describe; `rows()` answers the new rows in order.
 */
export function newLedgerRows(t: ServerTest): {
  rows: () => Promise<(typeof transactionLog.$inferSelect)[]>;
} {
  let since = 0;
  beforeEach(async () => {
    const result = await t.testDb.database.db.execute<{ id: string | null }>(
      sql`select max(id)::text as id from transaction_log`,
    );
    since = Number(result.rows[0].id ?? 0);
  });
  return {
    rows: () =>
      t.testDb.database.db
        .select()
        .from(transactionLog)
        .where(gt(transactionLog.id, since))
        .orderBy(transactionLog.id),
  };
}
