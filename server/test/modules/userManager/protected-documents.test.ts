import { managedUserSchema } from '@lrp/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { FIXTURE, rowsOf, signedIn } from '../../helpers/search';
import { setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();

/** The View Protected Documents flag the user manager sets is what the search consults (seeded protected documents). */
test('a user given View Protected Documents finds the protected document; taking it away hides it again', async () => {
  const [row] = await t.testDb.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameLower, 'escrow.user'));
  const clerk = await signedIn(t, 'county.clerk');
  const escrow = await signedIn(t, 'escrow.user');
  const find = async () =>
    (
      await rowsOf(escrow, 'searchByDocumentNumber', {
        documentNumber: String(FIXTURE.protectedDocNumber),
      })
    ).length;
  expect(await find()).toBe(0);

  const user = managedUserSchema.parse(
    (await clerk.get(`/api/userManager/user/${row.id}`)).body.content,
  );
  const { status: _status, accountName: _name, ...entry } = user;
  expect(
    (await clerk.post('/api/userManager/user', { ...entry, viewJudicialProtection: true })).status,
  ).toBe(200);
  expect(await find()).toBe(1);

  expect(
    (await clerk.post('/api/userManager/user', { ...entry, viewJudicialProtection: false })).status,
  ).toBe(200);
  expect(await find()).toBe(0);
});
