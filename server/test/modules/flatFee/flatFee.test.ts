import type { AddOnConfirmation, AddOnOptions } from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import { imageStates } from '../../../src/db/schema';
import { UNLIMITED_IMAGES } from '../../../src/modules/ledger/service';
import { accountBalance, changeCountyGroup, newLedgerRows } from '../../helpers/card';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;
const NORTH_STAR = 'North Star Abstract';
const ledger = newLedgerRows(t);

async function signedIn(username = 'ingrid.nystrom'): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

const options = (client: TestClient) =>
  client.post<AddOnOptions>('/api/flatFee/getAddOnOptions', {});
const confirm = (client: TestClient, guid: string, option: string) =>
  client.post<AddOnConfirmation>('/api/flatFee/getUserAddOnConfirmation', {
    option,
    imageStateReference: { imageStateGuid: guid },
  });
const buy = (client: TestClient, guid: string) =>
  client.post<{ ok: boolean; message: string }>('/api/flatFee/userAddOn', { imageStateGuid: guid });
const setEscrow = (balance: string) =>
  db().execute(sql`update accounts set escrow_balance = ${balance} where name = ${NORTH_STAR}`);

describe('flat-fee add-on', () => {
  test('options: the county rates that are on, as an image state', async () => {
    const client = await signedIn();
    const reply = await options(client);
    expect(reply.status).toBe(200);
    expect(reply.body.content).toEqual({
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      purchaseOptions: {
        flatFeeOptions: {
          title: 'Buy flat-fee images',
          options: [
            { text: '50 images for $25.00', value: '1' },
            { text: '100 images for $45.00', value: '2' },
            { text: '250 images for $100.00', value: '3' },
            { text: 'Unlimited images for $300.00', value: '5' },
          ],
        },
      },
    });
    const [state] = await db()
      .select()
      .from(imageStates)
      .where(eq(imageStates.guid, reply.body.content.guid));
    expect(state).toMatchObject({ kind: 'FLAT_FEE_ADD_ON', status: 'OPEN' });
  });

  test('happy path: confirm, buy from the escrow balance, the images are added once', async () => {
    const client = await signedIn();
    const { guid } = (await options(client)).body.content;
    const confirmation = await confirm(client, guid, '1');
    expect(confirmation.body.content).toEqual({
      ok: true,
      errorMessage: null,
      headers: ['Flat Fee Images', NORTH_STAR],
      accountMessage: 'The purchase is paid from the escrow balance of North Star Abstract.',
      beginningBalance: '$75.00',
      purchaseMessage: '50 images',
      purchase: '$25.00',
      endingBalance: '$50.00',
      insufficientBalance: false,
    });
    const bought = await buy(client, guid);
    expect(bought.body.content).toEqual({
      ok: true,
      message: '50 images were added to North Star Abstract.',
    });
    expect(await accountBalance(t, NORTH_STAR)).toMatchObject({
      escrowBalance: '50.00',
      imagesRemaining: 170,
    });
    const rows = await ledger.rows();
    expect(
      rows.map((r) => [
        r.type,
        r.amount,
        r.balanceBefore,
        r.balanceAfter,
        r.imagesBefore,
        r.imagesAfter,
        r.paymentMethod,
        r.reference,
        r.idempotencyKey,
      ]),
    ).toEqual([
      ['CHARGE', '25.00', '75.00', '50.00', null, null, 'ESCROW', guid, `flatFee:${guid}`],
      ['FLAT_FEE_ADD_ON', '0.00', null, null, 120, 170, 'ESCROW', guid, `flatFee:${guid}:images`],
    ]);
    expect(
      (await db().select().from(imageStates).where(eq(imageStates.guid, guid)))[0].status,
    ).toBe('DONE');

    // Buy again (a double click, a retry): the same answer, nothing more charged or added.
    const again = await Promise.all([buy(client, guid), buy(client, guid)]);
    for (const a of again)
      expect(a.body.content).toEqual({
        ok: true,
        message: '50 images were added to North Star Abstract.',
      });
    expect(await accountBalance(t, NORTH_STAR)).toMatchObject({
      escrowBalance: '50.00',
      imagesRemaining: 170,
    });
    expect(await ledger.rows()).toHaveLength(2);
    // A closed state cannot be confirmed again.
    expect((await confirm(client, guid, '2')).body.content).toMatchObject({
      ok: false,
      errorMessage: 'This purchase is no longer open. Please start again.',
    });
  });

  test('insufficient balance: the confirmation says so and the purchase changes nothing', async () => {
    const client = await signedIn();
    const { guid } = (await options(client)).body.content;
    expect((await confirm(client, guid, '3')).body.content).toMatchObject({
      ok: true,
      beginningBalance: '$75.00',
      purchase: '$100.00',
      purchaseMessage: '250 images',
      endingBalance: '-$25.00',
      insufficientBalance: true,
    });
    const bought = await buy(client, guid);
    expect(bought.body.content).toEqual({
      ok: false,
      message:
        'The escrow balance of North Star Abstract ($75.00) cannot pay for this purchase ($100.00). Please add money first.',
    });
    expect(await accountBalance(t, NORTH_STAR)).toMatchObject({
      escrowBalance: '75.00',
      imagesRemaining: 120,
    });
    expect(await ledger.rows()).toEqual([]);

    // The balance fell between confirmation and purchase: still refused, still nothing changed.
    const second = (await options(client)).body.content.guid;
    expect((await confirm(client, second, '2')).body.content.insufficientBalance).toBe(false);
    await setEscrow('40.00');
    expect((await buy(client, second)).body.content.ok).toBe(false);
    expect(await accountBalance(t, NORTH_STAR)).toMatchObject({
      escrowBalance: '40.00',
      imagesRemaining: 120,
    });
  });

  test('the purchase pays the option that was confirmed: another option on the same purchase is refused and changes nothing', async () => {
    const client = await signedIn();
    const { guid } = (await options(client)).body.content;
    expect((await confirm(client, guid, '1')).body.content).toMatchObject({
      ok: true,
      purchase: '$25.00',
    });
    expect((await confirm(client, guid, '3')).body.content).toMatchObject({
      ok: false,
      errorMessage:
        'This purchase was confirmed for another option. Please cancel and start again to choose another.',
    });
    // The county changing its prices after the confirmation changes nothing either: the confirmed price is paid.
    await changeCountyGroup(t, 'flatFeeOverride', {
      rates: [{ option: true, unlimitedNumberOfPages: false, numberOfPages: 50, cost: 90 }],
    });
    expect((await confirm(client, guid, '1')).body.content).toMatchObject({
      ok: true,
      purchase: '$25.00',
    });
    expect((await buy(client, guid)).body.content).toEqual({
      ok: true,
      message: '50 images were added to North Star Abstract.',
    });
    expect(await accountBalance(t, NORTH_STAR)).toMatchObject({
      escrowBalance: '50.00',
      imagesRemaining: 170,
    });
    expect((await ledger.rows()).filter((r) => r.type === 'CHARGE').map((r) => r.amount)).toEqual([
      '25.00',
    ]);
  });

  test('a bad option: ok false with a message', async () => {
    const client = await signedIn();
    const { guid } = (await options(client)).body.content;
    for (const option of ['4', '0', '6', '9', 'abc', '1.5']) {
      const reply = await confirm(client, guid, option);
      expect([
        option,
        reply.status,
        reply.body.content.ok,
        reply.body.content.errorMessage,
      ]).toEqual([option, 200, false, 'Choose one of the offered options.']);
    }
    // Nothing confirmed, nothing to buy.
    expect((await buy(client, guid)).body.content).toEqual({
      ok: false,
      message: 'Choose an option and confirm it before buying.',
    });
    expect(await ledger.rows()).toEqual([]);
  });

  test('someone else’s image state is not found, and an expired one is closed', async () => {
    const owner = await signedIn();
    const { guid } = (await options(owner)).body.content;
    expect((await confirm(owner, guid, '1')).body.content.ok).toBe(true);
    const other = await signedIn('account.admin');
    for (const reply of [await confirm(other, guid, '1'), await buy(other, guid)]) {
      expect([reply.status, reply.body.message]).toEqual([
        404,
        'This purchase is no longer open. Please start again.',
      ]);
    }
    expect((await confirm(owner, 'no-such-guid', '1')).status).toBe(404);
    expect(await ledger.rows()).toEqual([]);

    await db()
      .update(imageStates)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(imageStates.guid, guid));
    expect((await buy(owner, guid)).body.content).toEqual({
      ok: false,
      message: 'This purchase is no longer open. Please start again.',
    });
    expect(await accountBalance(t, NORTH_STAR)).toMatchObject({
      escrowBalance: '75.00',
      imagesRemaining: 120,
    });
  });

  test('unlimited images: the account is marked unlimited and cannot buy more', async () => {
    await setEscrow('400.00');
    const client = await signedIn();
    const { guid } = (await options(client)).body.content;
    expect((await confirm(client, guid, '5')).body.content).toMatchObject({
      purchaseMessage: 'Unlimited images',
      purchase: '$300.00',
      endingBalance: '$100.00',
    });
    expect((await buy(client, guid)).body.content).toEqual({
      ok: true,
      message: 'Unlimited images were added to North Star Abstract.',
    });
    expect(await accountBalance(t, NORTH_STAR)).toMatchObject({
      escrowBalance: '100.00',
      imagesRemaining: UNLIMITED_IMAGES,
    });
    const next = (await options(client)).body.content.guid;
    expect((await confirm(client, next, '1')).body.content).toMatchObject({
      ok: false,
      errorMessage: 'North Star Abstract already has unlimited images.',
    });
  });

  test('an invoiced flat-fee account is billed on its invoice: no balance check, images shown instead of dollars', async () => {
    await db().execute(
      sql`update accounts set payment_method = 'INVOICE', escrow_balance = 0 where name = ${NORTH_STAR}`,
    );
    const client = await signedIn();
    const { guid } = (await options(client)).body.content;
    expect((await confirm(client, guid, '3')).body.content).toMatchObject({
      ok: true,
      accountMessage: 'The purchase will be billed on the next invoice of North Star Abstract.',
      beginningBalance: '120 images',
      purchaseMessage: '250 images',
      purchase: '$100.00',
      endingBalance: '370 images',
      insufficientBalance: false,
    });
    expect((await buy(client, guid)).body.content.ok).toBe(true);
    expect(await accountBalance(t, NORTH_STAR)).toMatchObject({
      escrowBalance: '0.00',
      imagesRemaining: 370,
    });
    expect(
      (await ledger.rows()).map((r) => [
        r.type,
        r.amount,
        r.balanceBefore,
        r.balanceAfter,
        r.paymentMethod,
      ]),
    ).toEqual([
      ['CHARGE', '100.00', null, null, 'INVOICE'],
      ['FLAT_FEE_ADD_ON', '0.00', null, null, 'INVOICE'],
    ]);
  });

  test('only an account administrator of a flat-fee account, when the county allows it', async () => {
    expect((await options(await signedIn('paul.brekke'))).status).toBe(403);
    expect((await options(await signedIn('county.clerk'))).status).toBe(403);
    const alaCarte = await options(await signedIn('account.admin'));
    expect([alaCarte.status, alaCarte.body.message]).toEqual([
      400,
      'Only flat-fee accounts can buy flat-fee images.',
    ]);
    await db().execute(
      sql`update accounts set payment_method = 'CREDIT_CARD' where name = ${NORTH_STAR}`,
    );
    expect((await options(await signedIn())).status).toBe(400);
    await db().execute(
      sql`update accounts set payment_method = 'ESCROW' where name = ${NORTH_STAR}`,
    );
    await changeCountyGroup(t, 'flatFeeOverride', { accountAdminReload: false });
    const off = await options(await signedIn());
    expect([off.status, off.body.message]).toEqual([400, 'Buying flat-fee images is not offered.']);
    expect(await db().select().from(imageStates)).toEqual([]);
  });
});
