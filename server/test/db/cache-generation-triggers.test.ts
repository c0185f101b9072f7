import { eq, sql } from 'drizzle-orm';
import { countySettings, loginSlides, paragraphLists, referenceLists } from '../../src/db/schema';
import { seedProductDefaults } from '../../src/db/seed';
import { PRODUCT_LISTS, replaceList } from '../../src/db/seed/reference-data';
import { setupServerTest } from '../helpers/test-app';

/*
 * The content counter (migrations 0003 and 0015): it moves when a row of the county's settings or page content
 * changes, and only then, so that an instance starting (which writes the product's defaults again) leaves every
 * other instance's caches alone.
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;

async function content(): Promise<number> {
  const [row] = (
    await db().execute<{ content: number }>(
      sql`select content::int as content from cache_generations where id = 1`,
    )
  ).rows;
  return row.content;
}

/** How far `change` moves the content counter. */
async function moves(change: () => Promise<unknown>): Promise<number> {
  const before = await content();
  await change();
  return (await content()) - before;
}

describe('the content counter', () => {
  test("does not move when a server start writes the product's defaults again", async () => {
    expect(await moves(() => seedProductDefaults(db()))).toBe(0);
    expect(
      await moves(() =>
        db()
          .delete(referenceLists)
          .where(sql`false`),
      ),
    ).toBe(0);
  });

  test('moves once for each statement that changes the settings, the lists, the paragraphs or the slides', async () => {
    const [list, entries] = Object.entries(PRODUCT_LISTS)[0];
    const renamed = entries.map(([code, description], i) =>
      i === 0
        ? ([code, `${description} (renamed)`] as (typeof entries)[number])
        : ([code, description] as (typeof entries)[number]),
    );
    // replaceList: a delete and an insert.
    expect(await moves(() => replaceList(db(), list, renamed))).toBe(2);
    // The product's lists written again: the renamed entry goes back, one statement.
    expect(await moves(() => seedProductDefaults(db()))).toBe(1);
    expect(
      await moves(() =>
        db()
          .update(countySettings)
          .set({ content: sql`${countySettings.content} || '{}'::jsonb` })
          .where(eq(countySettings.groupName, 'common')),
      ),
    ).toBe(1);
    expect(
      await moves(() =>
        db().insert(paragraphLists).values({
          listName: 'latestNews',
          position: 99,
          heading: 'Closed',
          paragraphContent: 'Office closed Friday.',
        }),
      ),
    ).toBe(1);
    expect(await moves(() => db().delete(loginSlides))).toBe(1);
  });
});
