import { inArray } from 'drizzle-orm';
import { DEFAULT_COUNTY_TIME_ZONE } from '../../config';
import { addDays, countyDate, countyDateTime, startOfCountyDay } from '../../lib/county-time';
import type { DbOrTx } from '../client';
import { accounts, transactionLog, users, type TransactionType } from '../schema';

/*
 * A believable year and a bit of ledger history for the demo accounts (the home page's transaction totals and
 * the transactions report show it). The rows are fixed; their days count back from the day of seeding (county
 * time), and the last few fall earlier on that same day, so Today and This Month always have something.
 * Balances are worked backwards from each account's seeded balance, so the newest row ends exactly on it.
 */

/** When: days before the seeding day and a wall-clock time, or (today) a fraction of the day so far. */
type When = [daysAgo: number, time: `${number}:${number}`] | [0, number];

type DemoCharge = { when: When; user: string; description: string; amount: string };
type DemoDeposit = DemoCharge & { deposit: true; paymentMethod: 'CHECK' | 'CREDIT_CARD' };
type DemoImages = { when: When; user: string; description: string; pages: number };

const charge = (when: When, user: string, description: string, amount: string): DemoCharge => ({
  when,
  user,
  description,
  amount,
});
const deposit = (
  when: When,
  user: string,
  description: string,
  amount: string,
  paymentMethod: DemoDeposit['paymentMethod'],
): DemoDeposit => ({
  when,
  user,
  description,
  amount,
  deposit: true,
  paymentMethod,
});
const image = (when: When, user: string, documentNumber: string, pages: number): DemoImages => ({
  when,
  user,
  description: `Document image, ${pages} ${pages === 1 ? 'page' : 'pages'} (${documentNumber}), flat-fee plan`,
  pages,
});
const pages = (n: number, documentNumber: string) =>
  `Document image, ${n} ${n === 1 ? 'page' : 'pages'} (${documentNumber})`;

/** Pine Ridge Title Co. (a la carte, escrow): searches $0.50 to $2.00, images $1.00 a page, deposits by the administrator. */
const PINE_RIDGE: (DemoCharge | DemoDeposit)[] = [
  charge([420, '10:12'], 'karen.svoboda', 'Name search (Bergquist, Henry)', '1.00'),
  charge([418, '14:40'], 'karen.svoboda', pages(2, '2023-011873'), '2.00'),
  deposit([400, '08:30'], 'account.admin', 'Escrow deposit, check 4417', '100.00', 'CHECK'),
  charge([392, '09:05'], 'escrow.user', 'Parcel ID search (21-045-0310)', '0.50'),
  charge([392, '09:11'], 'escrow.user', pages(3, '2019-002214'), '3.00'),
  charge(
    [371, '13:26'],
    'maria.lindqvist',
    'Legal description search (Lot 4, Block 2, Harbor View)',
    '1.50',
  ),
  charge([371, '13:31'], 'maria.lindqvist', pages(6, '2021-007702'), '6.00'),
  charge([345, '11:02'], 'james.okafor', 'Tract index search (Sec. 14, T141N, R31W)', '2.00'),
  charge([320, '15:48'], 'escrow.user', 'Name search (Lindgren, Arne)', '1.00'),
  charge([300, '10:20'], 'nathan.pike', 'Address search (418 Birchwood Lane)', '0.50'),
  charge([280, '09:44'], 'escrow.user', 'Document number search (2024-004512)', '0.50'),
  charge([280, '09:46'], 'escrow.user', pages(3, '2024-004512'), '3.00'),
  charge([250, '14:05'], 'maria.lindqvist', 'Book and page search (Book 212, Page 88)', '0.50'),
  charge([220, '08:58'], 'james.okafor', 'Name search (Okonkwo Properties LLC)', '1.00'),
  charge([190, '16:12'], 'escrow.user', 'Torrens certificate search (T-18842)', '1.00'),
  deposit([170, '10:37'], 'account.admin', 'Escrow deposit by credit card', '50.00', 'CREDIT_CARD'),
  charge([150, '11:15'], 'escrow.user', 'Name search (Halvorsen, Peter)', '1.00'),
  charge([150, '11:19'], 'escrow.user', pages(4, '2023-009126'), '4.00'),
  charge([130, '13:02'], 'nathan.pike', 'Parcel ID search (33-120-0045)', '0.50'),
  charge([110, '09:25'], 'maria.lindqvist', pages(2, '2022-003391'), '2.00'),
  charge(
    [96, '14:51'],
    'escrow.user',
    'Legal description search (Lot 11, Block 1, Fox Run)',
    '1.50',
  ),
  charge([88, '10:03'], 'james.okafor', pages(5, '2025-000418'), '5.00'),
  charge([75, '15:30'], 'escrow.user', 'Address search (77 Lakeshore Drive)', '0.50'),
  charge([62, '08:47'], 'account.admin', 'Name search (Pine Ridge Township)', '1.00'),
  charge([55, '09:38'], 'escrow.user', pages(1, '2025-002207'), '1.00'),
  charge([48, '13:14'], 'maria.lindqvist', 'Name search (Swanson, Greta)', '1.00'),
  charge([41, '10:52'], 'escrow.user', 'Tract index search (Sec. 22, T140N, R30W)', '2.00'),
  charge([34, '11:41'], 'nathan.pike', pages(3, '2025-004780'), '3.00'),
  deposit([27, '09:02'], 'account.admin', 'Escrow deposit, check 4561', '25.00', 'CHECK'),
  charge([20, '14:26'], 'escrow.user', 'Name search (Nordquist, Ellen)', '1.00'),
  charge([13, '10:09'], 'james.okafor', 'Parcel ID search (12-345-6789)', '0.50'),
  charge([9, '15:55'], 'escrow.user', pages(2, '2025-006031'), '2.00'),
  charge([6, '09:17'], 'maria.lindqvist', 'Document number search (2025-006112)', '0.50'),
  charge([5, '11:33'], 'escrow.user', 'Book and page search (Book 240, Page 17)', '0.50'),
  charge([3, '13:48'], 'account.admin', pages(7, '2025-006205'), '7.00'),
  charge([2, '10:26'], 'escrow.user', 'Name search (Kowalczyk, Martin)', '1.00'),
  charge([1, '16:04'], 'escrow.user', pages(3, '2025-006288'), '3.00'),
  charge([0, 0.35], 'escrow.user', 'Name search (Aho, Marjorie)', '1.00'),
  charge([0, 0.6], 'escrow.user', pages(2, '2025-006340'), '2.00'),
  charge([0, 0.85], 'account.admin', 'Address search (1205 County Road 9)', '0.50'),
];

/** North Star Abstract (flat fee): images come out of the plan's pages, so they cost nothing more. */
const NORTH_STAR: DemoImages[] = [
  image([330, '10:15'], 'flatfee.user', '2022-010455', 4),
  image([240, '13:40'], 'paul.brekke', '2024-001187', 2),
  image([160, '09:52'], 'flatfee.user', '2024-008830', 6),
  image([90, '11:08'], 'ingrid.nystrom', '2025-001902', 3),
  image([45, '14:33'], 'paul.brekke', '2025-004410', 1),
  image([12, '10:47'], 'flatfee.user', '2025-005977', 5),
  image([4, '15:21'], 'flatfee.user', '2025-006190', 2),
  image([0, 0.5], 'flatfee.user', '2025-006337', 3),
];

const cents = (amount: string) => Math.round(Number(amount) * 100);
const dollars = (c: number) => (c / 100).toFixed(2);

function instantOf(when: When, now: Date, timeZone: string): Date {
  const today = countyDate(now, timeZone);
  const [daysAgo, time] = when;
  if (typeof time === 'number') {
    const start = startOfCountyDay(today, timeZone).getTime();
    return new Date(start + Math.floor((now.getTime() - start) * time));
  }
  const [h, m] = time.split(':').map(Number);
  return countyDateTime(addDays(today, -daysAgo), h * 60 + m, timeZone);
}

/** Writes the demo ledger; `now` is the seeding time (tests pass a fixed one). */
export async function seedDemoTransactions(
  db: DbOrTx,
  now = new Date(),
  timeZone = DEFAULT_COUNTY_TIME_ZONE,
): Promise<void> {
  const names = [...new Set([...PINE_RIDGE, ...NORTH_STAR].map((e) => e.user))];
  const people = await db
    .select({ id: users.id, username: users.username, accountId: users.accountId })
    .from(users)
    .where(inArray(users.usernameLower, names));
  const person = new Map(people.map((p) => [p.username, p]));
  const found = await db
    .select()
    .from(accounts)
    .where(inArray(accounts.name, ['Pine Ridge Title Co.', 'North Star Abstract']));
  const pineRidge = found.find((a) => a.name === 'Pine Ridge Title Co.');
  const northStar = found.find((a) => a.name === 'North Star Abstract');
  if (!pineRidge || !northStar || person.size !== names.length)
    throw new Error('seedDemoTransactions: run seedDemoCounty first');

  type Row = typeof transactionLog.$inferInsert;
  const rows: Row[] = [];

  // Pine Ridge: the balance before the first row is the seeded balance less every movement since.
  const pineRows = PINE_RIDGE.map((e) => ({ e, at: instantOf(e.when, now, timeZone) })).sort(
    (a, b) => a.at.getTime() - b.at.getTime(),
  );
  const movement = (e: DemoCharge | DemoDeposit) =>
    'deposit' in e ? cents(e.amount) : -cents(e.amount);
  let balance =
    cents(pineRidge.escrowBalance) - pineRows.reduce((sum, { e }) => sum + movement(e), 0);
  for (const { e, at } of pineRows) {
    const before = balance;
    balance += movement(e);
    if (balance < 0)
      throw new Error(`seedDemoTransactions: Pine Ridge would go below zero at "${e.description}"`);
    const who = person.get(e.user)!;
    rows.push({
      at,
      userId: who.id,
      username: who.username,
      accountId: pineRidge.id,
      type: ('deposit' in e ? 'DEPOSIT' : 'CHARGE') as TransactionType,
      description: e.description,
      amount: e.amount,
      balanceBefore: dollars(before),
      balanceAfter: dollars(balance),
      paymentMethod: 'deposit' in e ? e.paymentMethod : 'ESCROW',
    });
  }

  // North Star: the plan's images remaining, worked back the same way.
  const northRows = NORTH_STAR.map((e) => ({ e, at: instantOf(e.when, now, timeZone) })).sort(
    (a, b) => a.at.getTime() - b.at.getTime(),
  );
  let images = northStar.imagesRemaining + northRows.reduce((sum, { e }) => sum + e.pages, 0);
  for (const { e, at } of northRows) {
    const who = person.get(e.user)!;
    rows.push({
      at,
      userId: who.id,
      username: who.username,
      accountId: northStar.id,
      type: 'CHARGE',
      description: e.description,
      amount: '0.00',
      imagesBefore: images,
      imagesAfter: images - e.pages,
    });
    images -= e.pages;
  }

  rows.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  await db.insert(transactionLog).values(rows);
}
