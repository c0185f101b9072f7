import { sql } from 'drizzle-orm';
import {
  addImages,
  charge,
  deposit,
  LedgerError,
  MAX_COUNTED_IMAGES,
  UNLIMITED_IMAGES,
  useImages,
  type LedgerActor,
} from '../../../src/modules/ledger/service';
import { accountBalance, newLedgerRows } from '../../helpers/card';
import { setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;
const actor: LedgerActor = { userId: null, username: 'ledger.test' };
const TITLE_CO = 'Pine Ridge Title Co.';
const NORTH_STAR = 'North Star Abstract';

const ledger = newLedgerRows(t);
const logOf = async (accountId: number) =>
  (await ledger.rows()).filter((r) => r.accountId === accountId);

describe('ledger', () => {
  test('a deposit adds to the balance and writes its row, with a surcharge row that leaves the balance alone', async () => {
    const { id } = await accountBalance(t, TITLE_CO);
    const moved = await deposit(db(), {
      accountId: id,
      actor,
      description: 'Escrow deposit',
      paymentMethod: 'CREDIT_CARD',
      reference: 'tx-1',
      idempotencyKey: 'tx-1',
      amount: 2550,
      surcharge: { amount: 64, description: 'Surcharge' },
    });
    expect(moved).toEqual({
      status: 'ok',
      entryId: expect.any(Number),
      amount: 2550,
      balanceBefore: 25000,
      balanceAfter: 27550,
      replayed: false,
    });
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe('275.50');
    const rows = await logOf(id);
    expect(
      rows.map((r) => [
        r.type,
        r.amount,
        r.balanceBefore,
        r.balanceAfter,
        r.idempotencyKey,
        r.reference,
        r.paymentMethod,
        r.username,
      ]),
    ).toEqual([
      ['DEPOSIT', '25.50', '250.00', '275.50', 'tx-1', 'tx-1', 'CREDIT_CARD', 'ledger.test'],
      [
        'SURCHARGE',
        '0.64',
        '275.50',
        '275.50',
        'tx-1:surcharge',
        'tx-1',
        'CREDIT_CARD',
        'ledger.test',
      ],
    ]);
  });

  test('a retried deposit with the same key is a no-op that answers the first result', async () => {
    const { id } = await accountBalance(t, TITLE_CO);
    const input = {
      accountId: id,
      actor,
      description: 'Escrow deposit',
      idempotencyKey: 'retry-1',
      amount: 1000,
      surcharge: { amount: 25, description: 'S' },
    };
    const first = await deposit(db(), input);
    const again = await deposit(db(), input);
    const concurrent = await Promise.all([deposit(db(), input), deposit(db(), input)]);
    expect(again).toEqual({ ...first, replayed: true });
    for (const c of concurrent) expect(c).toEqual({ ...first, replayed: true });
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe('260.00');
    expect(await logOf(id)).toHaveLength(2);
  });

  test('a charge takes from the balance; one that does not fit changes nothing', async () => {
    const { id } = await accountBalance(t, TITLE_CO);
    expect(
      await charge(db(), { accountId: id, actor, description: 'Copies', amount: 24999 }),
    ).toMatchObject({
      status: 'ok',
      balanceBefore: 25000,
      balanceAfter: 1,
    });
    expect(await charge(db(), { accountId: id, actor, description: 'Copies', amount: 2 })).toEqual({
      status: 'insufficient',
      amount: 2,
      balance: 1,
    });
    expect(
      await charge(db(), { accountId: id, actor, description: 'Copies', amount: 1 }),
    ).toMatchObject({ status: 'ok', balanceAfter: 0 });
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe('0.00');
    expect(
      (await logOf(id)).map((r) => [r.type, r.amount, r.balanceBefore, r.balanceAfter]),
    ).toEqual([
      ['CHARGE', '249.99', '250.00', '0.01'],
      ['CHARGE', '0.01', '0.01', '0.00'],
    ]);
  });

  test('amounts must be positive whole cents, and an idempotency key cannot be reused for another movement', async () => {
    const { id } = await accountBalance(t, TITLE_CO);
    await expect(
      charge(db(), { accountId: id, actor, description: 'x', amount: 0 }),
    ).rejects.toThrow(LedgerError);
    await expect(
      deposit(db(), { accountId: id, actor, description: 'x', amount: 10.5 }),
    ).rejects.toThrow(LedgerError);
    await expect(
      deposit(db(), { accountId: 999_999, actor, description: 'x', amount: 100 }),
    ).rejects.toThrow('does not exist');
    await deposit(db(), {
      accountId: id,
      actor,
      description: 'x',
      amount: 100,
      idempotencyKey: 'k',
    });
    await expect(
      charge(db(), { accountId: id, actor, description: 'x', amount: 100, idempotencyKey: 'k' }),
    ).rejects.toThrow('another movement');
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe('251.00');
  });

  test('a failure after the movement inside the caller’s transaction undoes the balance and its row together', async () => {
    const { id } = await accountBalance(t, TITLE_CO);
    await expect(
      db().transaction(async (tx) => {
        await charge(tx, { accountId: id, actor, description: 'x', amount: 5000 });
        throw new Error('the order could not be written');
      }),
    ).rejects.toThrow('the order could not be written');
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe('250.00');
    expect(await logOf(id)).toHaveLength(0);
  });

  test('the test database serves concurrent connections when it is PostgreSQL', async () => {
    const pids = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const result = await db().execute<{ pid: number }>(
          sql`select pg_backend_pid() as pid, pg_sleep(0.05)`,
        );
        return result.rows[0].pid;
      }),
    );
    expect(new Set(pids).size).toBe(t.testDb.kind === 'postgres' ? 6 : 1);
  });

  test('50 concurrent charges against a balance that fits 10: exactly 10 pass and the balance is exact', async () => {
    const { id } = await accountBalance(t, TITLE_CO); // $250.00
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        charge(db(), {
          accountId: id,
          actor,
          description: `Charge ${i}`,
          amount: 2500,
          idempotencyKey: `c-${i}`,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'ok')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'insufficient')).toHaveLength(40);
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe('0.00');
    const rows = await logOf(id);
    expect(rows).toHaveLength(10);
    // The rows chain: each starts where the one before ended.
    const balances = rows.map((r) => [r.balanceBefore, r.balanceAfter]);
    expect(balances).toEqual(
      Array.from({ length: 10 }, (_, i) => [`${250 - 25 * i}.00`, `${225 - 25 * i}.00`]),
    );
  });

  test('50 concurrent retries of one charge charge once', async () => {
    const { id } = await accountBalance(t, TITLE_CO);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        charge(db(), {
          accountId: id,
          actor,
          description: 'Order 7',
          amount: 1234,
          idempotencyKey: 'order-7',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'ok' && !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => (r.status === 'ok' ? r.entryId : 0))).size).toBe(1);
    expect((await accountBalance(t, TITLE_CO)).escrowBalance).toBe('237.66');
    expect(await logOf(id)).toHaveLength(1);
  });

  test('images: added, used, never below zero, and unlimited stays unlimited', async () => {
    const { id } = await accountBalance(t, NORTH_STAR); // 120 images
    expect(
      await addImages(db(), {
        accountId: id,
        actor,
        description: '50 images',
        images: 50,
        idempotencyKey: 'i-1',
      }),
    ).toMatchObject({
      status: 'ok',
      imagesBefore: 120,
      imagesAfter: 170,
    });
    expect(
      await addImages(db(), {
        accountId: id,
        actor,
        description: '50 images',
        images: 50,
        idempotencyKey: 'i-1',
      }),
    ).toMatchObject({ replayed: true, imagesAfter: 170 });
    expect(
      await useImages(db(), { accountId: id, actor, description: 'Download', images: 171 }),
    ).toEqual({ status: 'insufficient', images: 171, imagesRemaining: 170 });
    expect(
      await useImages(db(), { accountId: id, actor, description: 'Download', images: 70 }),
    ).toMatchObject({ status: 'ok', imagesAfter: 100 });

    const used = await Promise.all(
      Array.from({ length: 30 }, () =>
        useImages(db(), { accountId: id, actor, description: 'Download', images: 4 }),
      ),
    );
    expect(used.filter((u) => u.status === 'ok')).toHaveLength(25);
    expect((await accountBalance(t, NORTH_STAR)).imagesRemaining).toBe(0);

    expect(
      await addImages(db(), {
        accountId: id,
        actor,
        description: 'Unlimited',
        images: 'UNLIMITED',
        amount: 30000,
      }),
    ).toMatchObject({
      imagesBefore: 0,
      imagesAfter: UNLIMITED_IMAGES,
    });
    expect(
      await useImages(db(), { accountId: id, actor, description: 'Download', images: 500 }),
    ).toMatchObject({ status: 'ok', imagesAfter: UNLIMITED_IMAGES });
    expect(
      await addImages(db(), { accountId: id, actor, description: 'More', images: 10 }),
    ).toMatchObject({ imagesAfter: UNLIMITED_IMAGES });
    await db().execute(
      sql`update accounts set images_remaining = ${MAX_COUNTED_IMAGES - 5} where id = ${id}`,
    );
    expect(
      await addImages(db(), { accountId: id, actor, description: 'More', images: 10 }),
    ).toMatchObject({ imagesAfter: MAX_COUNTED_IMAGES });
    const last = (await logOf(id)).find((r) => r.description === 'Unlimited');
    expect(last).toMatchObject({
      type: 'FLAT_FEE_ADD_ON',
      amount: '300.00',
      imagesBefore: 0,
      imagesAfter: UNLIMITED_IMAGES,
    });
  });
});
