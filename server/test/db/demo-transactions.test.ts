import { asc, eq } from 'drizzle-orm';
import { accounts, transactionLog, users } from '../../src/db/schema';
import { seedDemoTransactions } from '../../src/db/seed/demo-transactions';
import { formatCountyDateTime } from '../../src/lib/county-time';
import { setupServerTest } from '../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

async function ledgerOf(accountName: string) {
  const [account] = await db().select().from(accounts).where(eq(accounts.name, accountName));
  const rows = await db()
    .select()
    .from(transactionLog)
    .where(eq(transactionLog.accountId, account.id))
    .orderBy(asc(transactionLog.at), asc(transactionLog.id));
  return { account, rows };
}

describe('the demo ledger', () => {
  test('about forty charges and a few deposits, for Pine Ridge Title and North Star users', async () => {
    const rows = await db().select().from(transactionLog);
    const charges = rows.filter((r) => r.type === 'CHARGE');
    expect(charges.length).toBeGreaterThanOrEqual(40);
    expect(charges.length).toBeLessThanOrEqual(50);
    expect(rows.filter((r) => r.type === 'DEPOSIT')).toHaveLength(3);
    const names = new Set(rows.map((r) => r.username));
    for (const username of [
      'escrow.user',
      'account.admin',
      'maria.lindqvist',
      'flatfee.user',
      'paul.brekke',
    ])
      expect(names).toContain(username);
    for (const r of rows) expect(r.at.getTime()).toBeLessThanOrEqual(Date.now());
  });

  test('believable prices: searches $0.50 to $2.00, images $1.00 a page', async () => {
    const { rows } = await ledgerOf('Pine Ridge Title Co.');
    for (const r of rows.filter((row) => row.type === 'CHARGE')) {
      const pages = /^Document image, (\d+) pages? \(\d{4}-\d{6}\)$/.exec(r.description);
      if (pages) expect(Number(r.amount)).toBe(Number(pages[1]));
      else {
        expect(r.description).toMatch(/search/);
        expect(Number(r.amount)).toBeGreaterThanOrEqual(0.5);
        expect(Number(r.amount)).toBeLessThanOrEqual(2);
      }
    }
  });

  test("Pine Ridge Title's balances chain, never go below zero and end on the account's balance", async () => {
    const { account, rows } = await ledgerOf('Pine Ridge Title Co.');
    expect(account.escrowBalance).toBe('250.00');
    let previous: string | null = null;
    for (const r of rows) {
      if (previous !== null) expect(r.balanceBefore).toBe(previous);
      const delta = Number(r.balanceAfter) - Number(r.balanceBefore);
      expect(delta).toBeCloseTo(r.type === 'DEPOSIT' ? Number(r.amount) : -Number(r.amount), 2);
      expect(Number(r.balanceAfter)).toBeGreaterThanOrEqual(0);
      previous = r.balanceAfter;
    }
    expect(previous).toBe('250.00');
  });

  test("North Star's flat-fee images chain down to the account's images remaining", async () => {
    const { account, rows } = await ledgerOf('North Star Abstract');
    expect(rows.length).toBeGreaterThan(0);
    for (let i = 1; i < rows.length; i += 1)
      expect(rows[i].imagesBefore).toBe(rows[i - 1].imagesAfter);
    for (const r of rows)
      expect(r).toMatchObject({ type: 'CHARGE', amount: '0.00', balanceAfter: null });
    expect(rows.at(-1)!.imagesAfter).toBe(account.imagesRemaining);
  });

  test('the same rows on every seed; their days count back from the seeding day', async () => {
    await db().delete(transactionLog);
    const now = new Date('2026-03-15T17:00:00Z');
    await seedDemoTransactions(db(), now);
    const rows = await db()
      .select()
      .from(transactionLog)
      .orderBy(asc(transactionLog.at), asc(transactionLog.id));
    expect(formatCountyDateTime(rows[0].at, 'America/Chicago')).toBe('01/19/2025 10:12 AM');
    expect(rows[0]).toMatchObject({
      username: 'karen.svoboda',
      description: 'Name search (Bergquist, Henry)',
    });
    const today = rows.filter((r) =>
      formatCountyDateTime(r.at, 'America/Chicago').startsWith('03/15/2026'),
    );
    expect(today.map((r) => r.description)).toEqual([
      'Name search (Aho, Marjorie)',
      'Document image, 3 pages (2025-006337), flat-fee plan',
      'Document image, 2 pages (2025-006340)',
      'Address search (1205 County Road 9)',
    ]);
    for (const r of today) expect(r.at.getTime()).toBeLessThan(now.getTime());
    const [escrow] = await db().select().from(users).where(eq(users.usernameLower, 'escrow.user'));
    expect(today[0].userId).toBe(escrow.id);
  });
});
