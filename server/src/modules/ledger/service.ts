import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  accounts,
  cardPreauthorizations,
  transactionLog,
  type TransactionLogRow,
  type TransactionType,
} from '../../db/schema';
import { centsFromText, centsToText, type Cents } from '../../lib/cents';

/*
 * The ledger: the only code that changes an account's escrow_balance or images_remaining. Every change runs in
 * one database transaction (a savepoint when the caller already has one open) together with its
 * transaction_log row, so a balance and its history never disagree.
 *
 * - The account row is locked first (SELECT ... FOR UPDATE): concurrent movements on one account queue there.
 * - Charges are also a conditional UPDATE (`... WHERE escrow_balance >= amount`), so a balance never goes
 *   negative however the code above is changed (the table's CHECK constraint is the last line).
 * - An idempotency key makes a retried call a no-op that answers the first result (`replayed: true`). The key
 *   is checked after the lock, so a concurrent retry waits for the first call and then sees its row; the unique
 *   index on the key catches anything that slips past (another account, say) and is answered the same way.
 * - Money is integer cents here and numeric(12,2) in SQL; never a float.
 */

/** images_remaining of an account that may download without counting (an "unlimited images" add-on). */
export const UNLIMITED_IMAGES = 2_147_483_647;
/** The most images a counted balance can hold (one below the unlimited marker). */
export const MAX_COUNTED_IMAGES = UNLIMITED_IMAGES - 1;

export type LedgerActor = { userId: number | null; username: string | null };

/** What every movement records besides its amounts. */
export type Movement = {
  accountId: number;
  actor: LedgerActor;
  description: string;
  /** How it was paid: ESCROW, CREDIT_CARD, INVOICE (free text in the log). */
  paymentMethod?: string | null;
  /** The gateway transaction, image state or order it belongs to. */
  reference?: string | null;
  /** A retried call with the same key changes nothing and answers the first result. */
  idempotencyKey?: string | null;
};

export type MoneyMoved = {
  status: 'ok';
  entryId: number;
  amount: Cents;
  balanceBefore: Cents;
  balanceAfter: Cents;
  /** True when the idempotency key had been used: nothing was changed this time. */
  replayed: boolean;
};
export type NotEnoughMoney = { status: 'insufficient'; amount: Cents; balance: Cents };

export type ImagesMoved = {
  status: 'ok';
  entryId: number;
  images: number | 'UNLIMITED';
  imagesBefore: number;
  imagesAfter: number;
  replayed: boolean;
};
export type NotEnoughImages = { status: 'insufficient'; images: number; imagesRemaining: number };

export class LedgerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerError';
  }
}

function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return (db as Tx).transaction(work);
}

function isDuplicateKey(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (
      code === '23505' &&
      (constraint === undefined || constraint === 'transaction_log_idempotency_key_unique')
    )
      return true;
  }
  return false;
}

/** Runs a movement; when its idempotency key turns out to be taken meanwhile, answers the first result instead. */
async function idempotent<T>(
  db: DbOrTx,
  key: string | null | undefined,
  replay: (row: TransactionLogRow) => T,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!key || !isDuplicateKey(error)) throw error;
    const row = await findByKey(db, key);
    if (!row) throw error;
    return replay(row);
  }
}

async function findByKey(db: DbOrTx, key: string): Promise<TransactionLogRow | null> {
  const [row] = await db
    .select()
    .from(transactionLog)
    .where(eq(transactionLog.idempotencyKey, key));
  return row ?? null;
}

async function lockAccount(tx: Tx, accountId: number) {
  const [account] = await tx
    .select({ escrowBalance: accounts.escrowBalance, imagesRemaining: accounts.imagesRemaining })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  if (!account) throw new LedgerError(`account ${accountId} does not exist`);
  return account;
}

/** The first result of a key, checked to be the same kind of movement on the same account. */
async function earlierResult(
  tx: Tx,
  movement: Movement,
  type: TransactionType,
): Promise<TransactionLogRow | null> {
  if (!movement.idempotencyKey) return null;
  const row = await findByKey(tx, movement.idempotencyKey);
  if (row && (row.type !== type || row.accountId !== movement.accountId)) {
    throw new LedgerError(`idempotency key ${movement.idempotencyKey} belongs to another movement`);
  }
  return row;
}

function moneyReplay(row: TransactionLogRow): MoneyMoved {
  return {
    status: 'ok',
    entryId: row.id,
    amount: centsFromText(row.amount),
    balanceBefore: centsFromText(row.balanceBefore ?? '0'),
    balanceAfter: centsFromText(row.balanceAfter ?? '0'),
    replayed: true,
  };
}

function imagesReplay(row: TransactionLogRow): ImagesMoved {
  const before = row.imagesBefore ?? 0;
  const after = row.imagesAfter ?? 0;
  return {
    status: 'ok',
    entryId: row.id,
    images:
      after === UNLIMITED_IMAGES && before !== UNLIMITED_IMAGES
        ? 'UNLIMITED'
        : Math.abs(after - before),
    imagesBefore: before,
    imagesAfter: after,
    replayed: true,
  };
}

function checkCents(amount: Cents, what: string): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new LedgerError(`${what} must be a positive number of cents, not ${amount}`);
}

async function writeEntry(
  tx: Tx,
  movement: SurchargeMovement,
  entry: {
    type: TransactionType;
    amount: Cents;
    balanceBefore?: Cents;
    balanceAfter?: Cents;
    imagesBefore?: number;
    imagesAfter?: number;
    idempotencyKey?: string | null;
    description?: string;
  },
): Promise<number> {
  const [row] = await tx
    .insert(transactionLog)
    .values({
      userId: movement.actor.userId,
      username: movement.actor.username,
      accountId: movement.accountId,
      type: entry.type,
      description: entry.description ?? movement.description,
      amount: centsToText(entry.amount),
      balanceBefore: entry.balanceBefore === undefined ? null : centsToText(entry.balanceBefore),
      balanceAfter: entry.balanceAfter === undefined ? null : centsToText(entry.balanceAfter),
      imagesBefore: entry.imagesBefore ?? null,
      imagesAfter: entry.imagesAfter ?? null,
      paymentMethod: movement.paymentMethod ?? null,
      reference: movement.reference ?? null,
      idempotencyKey:
        entry.idempotencyKey === undefined
          ? (movement.idempotencyKey ?? null)
          : entry.idempotencyKey,
    })
    .returning({ id: transactionLog.id });
  return row.id;
}

/** A movement that may belong to no account (a card payer without one). */
export type SurchargeMovement = Omit<Movement, 'accountId'> & { accountId: number | null };

/**
 * The SURCHARGE row of a card surcharge paid beside a payment (key `<key>:surcharge`): it moves no balance (an
 * escrow deposit's rows carry the balance as it stands after the deposit).
 */
async function writeSurcharge(
  tx: Tx,
  movement: SurchargeMovement,
  surcharge: { amount: Cents; description: string },
  balance?: Cents,
): Promise<number> {
  checkCents(surcharge.amount, 'a surcharge');
  const key = movement.idempotencyKey;
  return writeEntry(tx, movement, {
    type: 'SURCHARGE',
    amount: surcharge.amount,
    balanceBefore: balance,
    balanceAfter: balance,
    description: surcharge.description,
    idempotencyKey: key ? `${key}:surcharge` : null,
  });
}

/**
 * Records the card surcharge of a card payment that is not a deposit (a card preauthorization): the same
 * SURCHARGE row a deposit writes beside itself, once per key (a repeat answers the first row's id).
 */
export async function recordSurcharge(
  db: DbOrTx,
  input: SurchargeMovement & { amount: Cents },
): Promise<{ entryId: number; replayed: boolean }> {
  const key = input.idempotencyKey ? `${input.idempotencyKey}:surcharge` : null;
  const replay = (row: TransactionLogRow) => ({ entryId: row.id, replayed: true });
  return idempotent(db, key, replay, () =>
    inTransaction(db, async (tx) => {
      if (key) {
        const earlier = await findByKey(tx, key);
        if (earlier) return replay(earlier);
      }
      const entryId = await writeSurcharge(tx, input, {
        amount: input.amount,
        description: input.description,
      });
      return { entryId, replayed: false };
    }),
  );
}

/**
 * Adds money to the escrow balance (a DEPOSIT row). A card surcharge paid with it is recorded as a SURCHARGE row
 * beside it (key `<key>:surcharge`); the surcharge does not change the balance.
 */
export async function deposit(
  db: DbOrTx,
  input: Movement & { amount: Cents; surcharge?: { amount: Cents; description: string } },
): Promise<MoneyMoved> {
  checkCents(input.amount, 'a deposit');
  const key = input.idempotencyKey;
  return idempotent(db, key, moneyReplay, () =>
    inTransaction(db, async (tx) => {
      const account = await lockAccount(tx, input.accountId);
      const earlier = await earlierResult(tx, input, 'DEPOSIT');
      if (earlier) return moneyReplay(earlier);
      const [updated] = await tx
        .update(accounts)
        .set({
          escrowBalance: sql`${accounts.escrowBalance} + ${centsToText(input.amount)}::numeric`,
        })
        .where(eq(accounts.id, input.accountId))
        .returning({ escrowBalance: accounts.escrowBalance });
      const balanceBefore = centsFromText(account.escrowBalance);
      const balanceAfter = centsFromText(updated.escrowBalance);
      const entryId = await writeEntry(tx, input, {
        type: 'DEPOSIT',
        amount: input.amount,
        balanceBefore,
        balanceAfter,
      });
      if (input.surcharge && input.surcharge.amount > 0)
        await writeSurcharge(tx, input, input.surcharge, balanceAfter);
      return {
        status: 'ok',
        entryId,
        amount: input.amount,
        balanceBefore,
        balanceAfter,
        replayed: false,
      };
    }),
  );
}

/** Takes money from the escrow balance (a CHARGE row), or answers `insufficient` and changes nothing. */
export async function charge(
  db: DbOrTx,
  input: Movement & { amount: Cents },
): Promise<MoneyMoved | NotEnoughMoney> {
  checkCents(input.amount, 'a charge');
  return idempotent<MoneyMoved | NotEnoughMoney>(db, input.idempotencyKey, moneyReplay, () =>
    inTransaction(db, async (tx) => {
      const account = await lockAccount(tx, input.accountId);
      const earlier = await earlierResult(tx, input, 'CHARGE');
      if (earlier) return moneyReplay(earlier);
      const amount = centsToText(input.amount);
      const [updated] = await tx
        .update(accounts)
        .set({ escrowBalance: sql`${accounts.escrowBalance} - ${amount}::numeric` })
        .where(and(eq(accounts.id, input.accountId), gte(accounts.escrowBalance, amount)))
        .returning({ escrowBalance: accounts.escrowBalance });
      const balanceBefore = centsFromText(account.escrowBalance);
      if (!updated) return { status: 'insufficient', amount: input.amount, balance: balanceBefore };
      const balanceAfter = centsFromText(updated.escrowBalance);
      const entryId = await writeEntry(tx, input, {
        type: 'CHARGE',
        amount: input.amount,
        balanceBefore,
        balanceAfter,
      });
      return {
        status: 'ok',
        entryId,
        amount: input.amount,
        balanceBefore,
        balanceAfter,
        replayed: false,
      };
    }),
  );
}

/**
 * Records a charge that does not touch the escrow balance (an INVOICE account: it is billed on the next
 * invoice). A CHARGE row without balances.
 */
export async function recordInvoicedCharge(
  db: DbOrTx,
  input: Movement & { amount: Cents },
): Promise<{ entryId: number; replayed: boolean }> {
  checkCents(input.amount, 'a charge');
  const replay = (row: TransactionLogRow) => ({ entryId: row.id, replayed: true });
  return idempotent(db, input.idempotencyKey, replay, () =>
    inTransaction(db, async (tx) => {
      await lockAccount(tx, input.accountId);
      const earlier = await earlierResult(tx, input, 'CHARGE');
      if (earlier) return replay(earlier);
      return {
        entryId: await writeEntry(tx, input, { type: 'CHARGE', amount: input.amount }),
        replayed: false,
      };
    }),
  );
}

/**
 * Records a payment a card made at once for a purchase (an e-filed document's recording fees): a CHARGE row paid
 * by CREDIT_CARD without balances (the card pays, not an escrow balance; the payer may have no account), and the
 * card surcharge paid with it as a SURCHARGE row beside it (key `<key>:surcharge`). Once per key: a repeat
 * answers the first CHARGE row.
 */
export async function recordCardCharge(
  db: DbOrTx,
  input: SurchargeMovement & {
    amount: Cents;
    surcharge?: { amount: Cents; description: string };
  },
): Promise<{ entryId: number; replayed: boolean }> {
  checkCents(input.amount, 'a charge');
  const replay = (row: TransactionLogRow) => ({ entryId: row.id, replayed: true });
  return idempotent(db, input.idempotencyKey, replay, () =>
    inTransaction(db, async (tx) => {
      if (input.idempotencyKey) {
        const earlier = await findByKey(tx, input.idempotencyKey);
        if (earlier) {
          if (earlier.type !== 'CHARGE')
            throw new LedgerError(
              `idempotency key ${input.idempotencyKey} belongs to another movement`,
            );
          return replay(earlier);
        }
      }
      const entryId = await writeEntry(tx, input, { type: 'CHARGE', amount: input.amount });
      if (input.surcharge && input.surcharge.amount > 0)
        await writeSurcharge(tx, input, input.surcharge);
      return { entryId, replayed: false };
    }),
  );
}

/**
 * Adds flat-fee images (a FLAT_FEE_ADD_ON row with images before and after; its amount is the dollars paid for
 * them when the caller says so, else 0: the payment has its own row). `'UNLIMITED'` sets the account to
 * UNLIMITED_IMAGES; adding to an unlimited account leaves it unlimited; a counted balance stops at
 * MAX_COUNTED_IMAGES.
 */
export async function addImages(
  db: DbOrTx,
  input: Movement & { images: number | 'UNLIMITED'; amount?: Cents },
): Promise<ImagesMoved> {
  if (input.images !== 'UNLIMITED' && (!Number.isSafeInteger(input.images) || input.images <= 0)) {
    throw new LedgerError(`images to add must be a positive whole number, not ${input.images}`);
  }
  return idempotent(db, input.idempotencyKey, imagesReplay, () =>
    inTransaction(db, async (tx) => {
      const account = await lockAccount(tx, input.accountId);
      const earlier = await earlierResult(tx, input, 'FLAT_FEE_ADD_ON');
      if (earlier) return imagesReplay(earlier);
      const imagesBefore = account.imagesRemaining;
      const imagesAfter =
        input.images === 'UNLIMITED' || imagesBefore === UNLIMITED_IMAGES
          ? UNLIMITED_IMAGES
          : Math.min(imagesBefore + input.images, MAX_COUNTED_IMAGES);
      await tx
        .update(accounts)
        .set({ imagesRemaining: imagesAfter })
        .where(eq(accounts.id, input.accountId));
      const entryId = await writeEntry(tx, input, {
        type: 'FLAT_FEE_ADD_ON',
        amount: input.amount ?? 0,
        imagesBefore,
        imagesAfter,
      });
      return {
        status: 'ok',
        entryId,
        images: input.images,
        imagesBefore,
        imagesAfter,
        replayed: false,
      };
    }),
  );
}

/**
 * Uses flat-fee images (a CHARGE row of $0 with images before and after), or answers `insufficient` and changes
 * nothing. An unlimited account is not counted down.
 */
export async function useImages(
  db: DbOrTx,
  input: Movement & { images: number },
): Promise<ImagesMoved | NotEnoughImages> {
  if (!Number.isSafeInteger(input.images) || input.images <= 0)
    throw new LedgerError(`images to use must be a positive whole number, not ${input.images}`);
  return idempotent<ImagesMoved | NotEnoughImages>(db, input.idempotencyKey, imagesReplay, () =>
    inTransaction(db, async (tx) => {
      const account = await lockAccount(tx, input.accountId);
      const earlier = await earlierResult(tx, input, 'CHARGE');
      if (earlier) return imagesReplay(earlier);
      const imagesBefore = account.imagesRemaining;
      let imagesAfter = imagesBefore;
      if (imagesBefore !== UNLIMITED_IMAGES) {
        const [updated] = await tx
          .update(accounts)
          .set({ imagesRemaining: sql`${accounts.imagesRemaining} - ${input.images}::int` })
          .where(and(eq(accounts.id, input.accountId), gte(accounts.imagesRemaining, input.images)))
          .returning({ imagesRemaining: accounts.imagesRemaining });
        if (!updated)
          return { status: 'insufficient', images: input.images, imagesRemaining: imagesBefore };
        imagesAfter = updated.imagesRemaining;
      }
      const entryId = await writeEntry(tx, input, {
        type: 'CHARGE',
        amount: 0,
        imagesBefore,
        imagesAfter,
      });
      return {
        status: 'ok',
        entryId,
        images: input.images,
        imagesBefore,
        imagesAfter,
        replayed: false,
      };
    }),
  );
}

/** The movement recorded under an idempotency key, if any. */
export function findEntryByKey(db: DbOrTx, key: string): Promise<TransactionLogRow | null> {
  return findByKey(db, key);
}

export type PreauthorizedCharge =
  | { status: 'ok'; entryId: number; preauthorization: string; remaining: Cents; replayed: boolean }
  /** No open preauthorization: the card must be authorized first. */
  | { status: 'none' }
  /** The newest open preauthorization cannot cover the amount: authorize again. */
  | { status: 'exceeded'; remaining: Cents };

/**
 * Charges a card payer against the newest open card preauthorization (card_preauthorizations): a CHARGE row paid
 * by CREDIT_CARD whose reference is the preauthorization's gateway transaction, without balances (the card pays,
 * not an escrow balance). The preauthorization row is locked, so concurrent charges never spend more than its
 * amount; the idempotency key makes a repeated call answer the first charge.
 */
export async function chargePreauthorized(
  db: DbOrTx,
  input: Omit<Movement, 'accountId'> & { accountId: number | null; userId: number; amount: Cents },
): Promise<PreauthorizedCharge> {
  checkCents(input.amount, 'a charge');
  const replay = (row: TransactionLogRow): PreauthorizedCharge => ({
    status: 'ok',
    entryId: row.id,
    preauthorization: row.reference ?? '',
    remaining: 0,
    replayed: true,
  });
  return idempotent(db, input.idempotencyKey, replay, () =>
    inTransaction(db, async (tx) => {
      const [open] = await tx
        .select({
          transactionId: cardPreauthorizations.transactionId,
          amount: cardPreauthorizations.amount,
        })
        .from(cardPreauthorizations)
        .where(
          and(
            eq(cardPreauthorizations.userId, input.userId),
            gt(cardPreauthorizations.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(cardPreauthorizations.createdAt))
        .limit(1)
        .for('update');
      if (input.idempotencyKey) {
        const earlier = await findByKey(tx, input.idempotencyKey);
        if (earlier) return replay(earlier);
      }
      if (!open) return { status: 'none' };
      const [{ used }] = await tx
        .select({ used: sql<string>`coalesce(sum(${transactionLog.amount}), 0)::text` })
        .from(transactionLog)
        .where(
          and(eq(transactionLog.reference, open.transactionId), eq(transactionLog.type, 'CHARGE')),
        );
      const remaining = centsFromText(open.amount) - centsFromText(used);
      if (remaining < input.amount) return { status: 'exceeded', remaining };
      const [row] = await tx
        .insert(transactionLog)
        .values({
          userId: input.actor.userId,
          username: input.actor.username,
          accountId: input.accountId,
          type: 'CHARGE',
          description: input.description,
          amount: centsToText(input.amount),
          paymentMethod: 'CREDIT_CARD',
          reference: open.transactionId,
          idempotencyKey: input.idempotencyKey ?? null,
        })
        .returning({ id: transactionLog.id });
      return {
        status: 'ok',
        entryId: row.id,
        preauthorization: open.transactionId,
        remaining: remaining - input.amount,
        replayed: false,
      };
    }),
  );
}

/**
 * Sets an account's flat-fee images to the number its rate level gives each month (account tasks' image
 * renewal): an ADJUSTMENT row of $0 with the images before and after, written even when the number is unchanged,
 * so every renewal leaves its row. A retried key changes nothing.
 */
export async function renewImages(
  db: DbOrTx,
  input: Movement & { images: number | 'UNLIMITED' },
): Promise<ImagesMoved> {
  if (
    input.images !== 'UNLIMITED' &&
    (!Number.isSafeInteger(input.images) || input.images < 0 || input.images > MAX_COUNTED_IMAGES)
  ) {
    throw new LedgerError(`images to renew to must be a whole number from 0, not ${input.images}`);
  }
  return idempotent(db, input.idempotencyKey, imagesReplay, () =>
    inTransaction(db, async (tx) => {
      const account = await lockAccount(tx, input.accountId);
      const earlier = await earlierResult(tx, input, 'ADJUSTMENT');
      if (earlier) return imagesReplay(earlier);
      const imagesBefore = account.imagesRemaining;
      const imagesAfter = input.images === 'UNLIMITED' ? UNLIMITED_IMAGES : input.images;
      await tx
        .update(accounts)
        .set({ imagesRemaining: imagesAfter })
        .where(eq(accounts.id, input.accountId));
      const entryId = await writeEntry(tx, input, {
        type: 'ADJUSTMENT',
        amount: 0,
        imagesBefore,
        imagesAfter,
      });
      return {
        status: 'ok',
        entryId,
        images: input.images,
        imagesBefore,
        imagesAfter,
        replayed: false,
      };
    }),
  );
}
