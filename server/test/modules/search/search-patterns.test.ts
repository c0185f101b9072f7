import { sql } from 'drizzle-orm';
import { setupServerTest } from '../../helpers/test-app';
import { ALL_DATES, search, signedIn } from '../../helpers/search';
import { escapeLike, likeContaining } from '../../../src/lib/like';

/*
 * What a person types is matched as typed: the LIKE wildcards are literal characters, and text without a letter
 * or digit ('__') neither passes a minimum length nor fills a required field, so it cannot match every record.
 */
const t = setupServerTest();

describe('search patterns', () => {
  test("'__' is not a name of two characters: refused, not every record up to the cap", async () => {
    const client = await signedIn(t, 'county.clerk');
    for (const typed of ['__', '___', "' -"]) {
      const reply = await search(client, 'searchByName', {
        ...ALL_DATES,
        grantorGranteeLastName1: typed,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.content).toEqual({
        fieldErrors: { grantorGranteeLastName1: '2 characters minimum.' },
        fieldMessages: expect.any(Object),
      });
    }
  });

  test('a required field with no letter or digit is refused as missing (the taxpayer name of a tax lien search)', async () => {
    const client = await signedIn(t, 'county.clerk');
    const reply = await search(client, 'searchByTaxLien', {
      ...ALL_DATES,
      searchByTaxLienMethod: 'TAXPAYER',
      taxpayerName: '__',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Required.');
  });

  test('an underscore typed into a contains search matches only an underscore', async () => {
    const client = await signedIn(t, 'county.clerk');
    const reply = await search(client, 'searchByTorrensText', { text: '_' });
    expect(reply.status).toBe(200);
    expect(reply.body.content.searchResults?.totalRecordCount).toBe(0);
  });

  test('one escaping rule for every LIKE pattern built from input', async () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(likeContaining('a_b')).toBe('%a\\_b%');
    const { rows } = await t.testDb.database.db.execute<{ plain: boolean; wild: boolean }>(
      // Bound as parameters, as the repositories bind them.
      sql`select 'axb' like ${likeContaining('_')} as plain, 'a_b' like ${likeContaining('_')} as wild`,
    );
    expect(rows[0]).toEqual({ plain: false, wild: true });
  });
});
