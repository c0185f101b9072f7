import { randomUUID } from 'node:crypto';
import type { AddOnConfirmation, AddOnOptions, CodedMessage } from '@lrp/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client';
import { imageStates, type AccountRow, type UserRow } from '../../db/schema';
import { centsFromText, centsOf, formatCents, type Cents } from '../../lib/cents';
import { MONEY_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { findAccount } from '../currentUser/service';
import { addImages, charge, recordInvoicedCharge, UNLIMITED_IMAGES } from '../ledger/service';

/*
 * The flat-fee add-on (spec 1 §4): an account administrator buys more flat-fee images for the account.
 * getAddOnOptions opens an image state (kind FLAT_FEE_ADD_ON) and lists the county's flatFeeOverride rates that
 * are switched on; getUserAddOnConfirmation prices the chosen one and keeps it in the state; userAddOn pays and
 * adds the images in one database transaction and closes the state.
 *
 * The first confirmation binds the purchase to its option and price: userAddOn pays exactly what the person was
 * shown. Confirming the same option again answers the same confirmation (a later change of the county's prices
 * included); another option on the same purchase is refused: choosing again is a new purchase.
 *
 * Who pays how:
 * - ESCROW accounts pay from the escrow balance (a ledger CHARGE, idempotent by the image state); a balance
 *   that cannot pay answers insufficient and changes nothing.
 * - INVOICE accounts are billed on their next invoice: a CHARGE row without balances, no balance check; the
 *   confirmation shows the images before and after instead of dollars.
 * - CREDIT_CARD accounts cannot buy here (there is no card step in this flow): refused with a message.
 * "Unlimited" sets images_remaining to UNLIMITED_IMAGES (ledger), which stays until an administrator changes it.
 */

export const ADD_ON_TITLE = 'Buy flat-fee images';
export const ADD_ON_HEADER = 'Flat Fee Images';
const STATE_LIFETIME_MINUTES = 30;

type Rate = {
  option: boolean;
  unlimitedNumberOfPages: boolean;
  numberOfPages: number;
  cost: number;
};
type Choice = { option: number; images: number | 'UNLIMITED'; cost: Cents };
type StateContent = {
  accountId: number;
  choice?: Choice;
  result?: { ok: boolean; message: CodedMessage };
};

const imagesText = (images: number | 'UNLIMITED') =>
  images === 'UNLIMITED'
    ? 'Unlimited images'
    : `${images.toLocaleString('en-US')} ${images === 1 ? 'image' : 'images'}`;

/** A rate the county offers: switched on, and either unlimited or some images. */
const offered = (rate: Rate | undefined): rate is Rate =>
  !!rate && rate.option && (rate.unlimitedNumberOfPages || rate.numberOfPages > 0);

const choiceOf = (option: number, rate: Rate): Choice => ({
  option,
  images: rate.unlimitedNumberOfPages ? 'UNLIMITED' : rate.numberOfPages,
  cost: centsOf(rate.cost),
});

/** The account of an account administrator who may buy add-ons, or a 400 saying why not. */
function checkAccount(account: AccountRow | null): AccountRow {
  if (!account) throw new ApiError(400, MONEY_MESSAGES.noAccount);
  if (account.status !== 'A') throw new ApiError(400, MONEY_MESSAGES.accountInactive);
  if (account.accountType !== 'FLAT_FEE') throw new ApiError(400, MONEY_MESSAGES.addOnNotFlatFee);
  if (account.paymentMethod === 'CREDIT_CARD') throw new ApiError(400, MONEY_MESSAGES.addOnByCard);
  return account;
}

/** Runs on `db` (inside the caller's transaction: PGlite has one connection, so nothing may wait for another). */
async function isUnlimited(
  app: FastifyInstance,
  account: AccountRow,
  db: DbOrTx = app.db,
): Promise<boolean> {
  if (account.imagesRemaining === UNLIMITED_IMAGES) return true;
  const plans = await app.countyConfig.get('flatFee', db);
  return (
    account.flatFeeRateLevel > 0 &&
    plans.rates[account.flatFeeRateLevel - 1]?.unlimitedNumberOfPages === true
  );
}

export async function getAddOnOptions(app: FastifyInstance, user: UserRow): Promise<AddOnOptions> {
  const account = checkAccount(await findAccount(app.db, user.accountId));
  const override = await app.countyConfig.get('flatFeeOverride');
  if (!override.accountAdminReload) throw new ApiError(400, MONEY_MESSAGES.addOnNotOffered);
  const options = override.rates.flatMap((rate, i) =>
    offered(rate)
      ? [
          {
            text: `${imagesText(choiceOf(i + 1, rate).images)} for ${formatCents(centsOf(rate.cost))}`,
            value: String(i + 1),
          },
        ]
      : [],
  );
  if (options.length === 0) throw new ApiError(400, MONEY_MESSAGES.addOnNoOptions);
  const guid = randomUUID();
  const content: StateContent = { accountId: account.id };
  await app.db.insert(imageStates).values({
    guid,
    userId: user.id,
    kind: 'FLAT_FEE_ADD_ON',
    content,
    expiresAt: sql`now() + make_interval(mins => ${STATE_LIFETIME_MINUTES}::int)`,
  });
  return { guid, purchaseOptions: { flatFeeOptions: { title: ADD_ON_TITLE, options } } };
}

/** The user's own add-on state (locked when `lock`), or a 404 that does not say whether it exists. */
async function userState(db: DbOrTx, user: UserRow, guid: string, lock: boolean) {
  const query = db
    .select({
      content: imageStates.content,
      status: imageStates.status,
      open: sql<boolean>`${imageStates.expiresAt} > now()`,
    })
    .from(imageStates)
    .where(
      and(
        eq(imageStates.guid, guid),
        eq(imageStates.userId, user.id),
        eq(imageStates.kind, 'FLAT_FEE_ADD_ON'),
      ),
    );
  const [state] = lock ? await query.for('update') : await query;
  if (!state) throw new ApiError(404, MONEY_MESSAGES.addOnGone);
  return { ...state, content: state.content as StateContent };
}

const refusal = (errorMessage: CodedMessage): AddOnConfirmation => ({
  ok: false,
  errorMessage: errorMessage.message,
  headers: [],
  accountMessage: '',
  beginningBalance: '',
  purchaseMessage: '',
  purchase: '',
  endingBalance: '',
  insufficientBalance: false,
});

/** The option a confirmation names ('1' to '9'), or 0. */
const optionNumber = (text: string) => (/^[1-9]$/.test(text.trim()) ? Number(text.trim()) : 0);

/**
 * Binds the purchase to the confirmed option, once (under the state's row lock, so two confirmations at once
 * cannot both bind): answers the bound choice, or a refusal.
 */
async function bindChoice(
  app: FastifyInstance,
  user: UserRow,
  guid: string,
  option: number,
): Promise<{ choice: Choice; account: AccountRow } | { refusal: CodedMessage }> {
  return app.db.transaction(async (tx: Tx) => {
    const state = await userState(tx, user, guid, true);
    if (state.status !== 'OPEN' || !state.open) return { refusal: MONEY_MESSAGES.addOnGone };
    const account = checkAccount(await findAccount(tx, state.content.accountId));
    const bound = state.content.choice;
    if (bound)
      return bound.option === option
        ? { choice: bound, account }
        : { refusal: MONEY_MESSAGES.addOnConfirmedOther };
    const rate = (await app.countyConfig.get('flatFeeOverride', tx)).rates[option - 1];
    if (!offered(rate)) return { refusal: MONEY_MESSAGES.addOnBadOption };
    if (await isUnlimited(app, account, tx))
      return { refusal: MONEY_MESSAGES.addOnAlreadyUnlimited({ account: account.name }) };
    const choice = choiceOf(option, rate);
    await tx
      .update(imageStates)
      .set({ content: { ...state.content, choice } })
      .where(eq(imageStates.guid, guid));
    return { choice, account };
  });
}

export async function getAddOnConfirmation(
  app: FastifyInstance,
  user: UserRow,
  optionText: string,
  guid: string,
): Promise<AddOnConfirmation> {
  const bound = await bindChoice(app, user, guid, optionNumber(optionText));
  if ('refusal' in bound) return refusal(bound.refusal);
  const { choice, account } = bound;

  const common = {
    ok: true,
    errorMessage: null,
    headers: [ADD_ON_HEADER, account.name],
    purchaseMessage: imagesText(choice.images),
    purchase: formatCents(choice.cost),
  };
  if (account.paymentMethod === 'INVOICE') {
    const after =
      choice.images === 'UNLIMITED'
        ? 'Unlimited images'
        : imagesText(account.imagesRemaining + choice.images);
    return {
      ...common,
      accountMessage: `The purchase will be billed on the next invoice of ${account.name}.`,
      beginningBalance: imagesText(account.imagesRemaining),
      endingBalance: after,
      insufficientBalance: false,
    };
  }
  const balance = centsFromText(account.escrowBalance);
  const ending = balance - choice.cost;
  return {
    ...common,
    accountMessage: `The purchase is paid from the escrow balance of ${account.name}.`,
    beginningBalance: formatCents(balance),
    endingBalance: formatCents(ending),
    insufficientBalance: ending < 0,
  };
}

export async function buyAddOn(
  app: FastifyInstance,
  user: UserRow,
  guid: string,
): Promise<{ ok: boolean; message: CodedMessage }> {
  return app.db.transaction(async (tx: Tx) => {
    // The state's row lock makes a double click wait for the first purchase, then answer its result.
    const state = await userState(tx, user, guid, true);
    if (state.status === 'DONE' && state.content.result) return state.content.result;
    if (state.status !== 'OPEN' || !state.open)
      return { ok: false, message: MONEY_MESSAGES.addOnGone };
    const choice = state.content.choice;
    if (!choice) return { ok: false, message: MONEY_MESSAGES.addOnNotConfirmed };
    const account = checkAccount(await findAccount(tx, state.content.accountId));
    if (await isUnlimited(app, account, tx))
      return {
        ok: false,
        message: MONEY_MESSAGES.addOnAlreadyUnlimited({ account: account.name }),
      };

    const what = imagesText(choice.images);
    const movement = {
      accountId: account.id,
      actor: { userId: user.id, username: user.username },
      paymentMethod: account.paymentMethod,
      reference: guid,
    };
    if (choice.cost > 0) {
      const description = `Flat-fee images add-on: ${what}`;
      if (account.paymentMethod === 'INVOICE') {
        await recordInvoicedCharge(tx, {
          ...movement,
          description,
          amount: choice.cost,
          idempotencyKey: `flatFee:${guid}`,
        });
      } else {
        const paid = await charge(tx, {
          ...movement,
          description,
          amount: choice.cost,
          idempotencyKey: `flatFee:${guid}`,
        });
        if (paid.status === 'insufficient') {
          return {
            ok: false,
            message: MONEY_MESSAGES.addOnInsufficient({
              account: account.name,
              balance: formatCents(paid.balance),
              cost: formatCents(paid.amount),
            }),
          };
        }
      }
    }
    await addImages(tx, {
      ...movement,
      description: `Flat-fee images added: ${what}`,
      images: choice.images,
      idempotencyKey: `flatFee:${guid}:images`,
    });
    const result = {
      ok: true,
      message: (choice.images === 1 ? MONEY_MESSAGES.addOnDoneOne : MONEY_MESSAGES.addOnDone)({
        images: what,
        account: account.name,
      }),
    };
    await tx
      .update(imageStates)
      .set({ status: 'DONE', content: { ...state.content, result } })
      .where(eq(imageStates.guid, guid));
    return result;
  });
}
