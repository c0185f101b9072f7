import { PARAGRAPH_LISTS, WEB_ADDRESS_MESSAGE, type Paragraph } from '@lrp/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, paragraphLists } from '../../../src/db/schema';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

async function signedIn(username: string, app?: FastifyInstance): Promise<TestClient> {
  const client = t.client(app);
  expect((await client.login(username)).status).toBe(200);
  return client;
}

const url = (list: string) => `/api/controlPanel/countyConfig/${list}`;
const blank: Paragraph = { heading: '', paragraphContent: '' };
const link = (n: number): Paragraph => ({
  heading: `Link ${n}`,
  paragraphContent: `https://county.example.gov/${n}`,
});
const news = (n: number): Paragraph => ({ heading: `News ${n}`, paragraphContent: `Item ${n}.` });
/** Login - Links' twelve slots with the given links in the given slots. */
const slots = (filled: Record<number, Paragraph>): Paragraph[] =>
  Array.from({ length: 12 }, (_, i) => filled[i] ?? blank);

describe('GET and POST /api/controlPanel/countyConfig/{paragraph list}', () => {
  test('county staff (TRIMIN, COUNTY) only: others and strangers are refused before anything is read', async () => {
    for (const username of ['trimin.admin', 'county.clerk']) {
      const client = await signedIn(username);
      for (const list of PARAGRAPH_LISTS) {
        const read = await client.get<{ paragraphs: Paragraph[] }>(url(list));
        expect([username, list, read.status]).toEqual([username, list, 200]);
        const saved = await client.post(url(list), read.body.content);
        expect([username, list, saved.status, saved.body.message]).toEqual([
          username,
          list,
          200,
          'Settings updated.',
        ]);
      }
    }
    for (const username of ['account.admin', 'escrow.user', 'public.guest']) {
      const client = await signedIn(username);
      for (const list of PARAGRAPH_LISTS) {
        expect([username, list, (await client.get(url(list))).status]).toEqual([
          username,
          list,
          403,
        ]);
        const post = await client.post(url(list), { paragraphs: [] });
        expect([username, list, post.status]).toEqual([username, list, 403]);
      }
    }
    const stranger = t.client();
    expect((await stranger.get(url('latestNews'))).status).toBe(403);
    expect((await stranger.post(url('loginPageLinks'), { paragraphs: [] })).status).toBe(403);
  });

  test('Login - Links is read as its 12 slots, the seeded links first', async () => {
    const client = await signedIn('county.clerk');
    const read = await client.get<{ paragraphs: Paragraph[] }>(url('loginPageLinks'));
    expect(read.body.content.paragraphs).toHaveLength(12);
    expect(read.body.content.paragraphs[0].heading).toBe('Disclaimer');
    expect(read.body.content.paragraphs[11]).toEqual(blank);
  });

  test('a save of Login - Links keeps its slots and shows at once on the login page, on every instance', async () => {
    const other = await t.buildApp({}, { database: t.testDb.anotherConnection() });
    // Both instances have the login page's links cached before the change.
    for (const app of [t.app, other]) {
      const before = await t
        .client(app)
        .get<{ paragraphs: Paragraph[] }>('/api/auth/loginPageLinks', { csrf: false });
      expect(before.body.content.paragraphs[0].heading).toBe('Disclaimer');
    }
    const client = await signedIn('county.clerk');
    const body = {
      paragraphs: slots({ 0: link(1), 3: link(4), 11: { ...link(12), heading: ' Last ' } }),
    };
    const saved = await client.post<{ paragraphs: Paragraph[] }>(url('loginPageLinks'), body);
    expect(saved.status).toBe(200);
    expect(saved.body.content.paragraphs).toEqual(
      slots({ 0: link(1), 3: link(4), 11: { ...link(12), heading: 'Last' } }),
    );
    expect(
      await db()
        .select({ position: paragraphLists.position })
        .from(paragraphLists)
        .where(eq(paragraphLists.listName, 'loginPageLinks'))
        .orderBy(paragraphLists.position),
    ).toEqual([{ position: 1 }, { position: 4 }, { position: 12 }]);
    for (const app of [t.app, other]) {
      const after = await t
        .client(app)
        .get<{ paragraphs: Paragraph[] }>('/api/auth/loginPageLinks', { csrf: false });
      expect(after.body.content.paragraphs).toEqual([
        link(1),
        link(4),
        { ...link(12), heading: 'Last' },
      ]);
    }
    // Read back by its screen: the same slots.
    const read = await client.get<{ paragraphs: Paragraph[] }>(url('loginPageLinks'));
    expect(read.body.content).toEqual(saved.body.content);
  });

  test('news saves drop blank rows and show at once on the login page and the home page', async () => {
    const other = await t.buildApp({}, { database: t.testDb.anotherConnection() });
    await t.client(other).get('/api/auth/loginPageLatestNews', { csrf: false });
    await t.client(other).get('/api/home/all', { csrf: false });
    const client = await signedIn('trimin.admin');
    const loginNews = await client.post<{ paragraphs: Paragraph[] }>(url('loginPageLatestNews'), {
      paragraphs: [news(1), blank, { heading: '  ', paragraphContent: ' ' }, news(2)],
    });
    expect(loginNews.body.content.paragraphs).toEqual([news(1), news(2)]);
    await client.post(url('latestNews'), { paragraphs: [blank, news(3)] });
    await client.post(url('externalLinks'), { paragraphs: [link(7), blank] });
    for (const app of [t.app, other]) {
      const page = t.client(app);
      const login = await page.get<{ paragraphs: Paragraph[] }>('/api/auth/loginPageLatestNews', {
        csrf: false,
      });
      expect(login.body.content.paragraphs).toEqual([news(1), news(2)]);
      const home = await page.get<{
        links: { paragraphs: Paragraph[] };
        latestNews: { paragraphs: Paragraph[] };
      }>('/api/home/all', { csrf: false });
      expect(home.body.content.latestNews.paragraphs).toEqual([news(3)]);
      expect(home.body.content.links.paragraphs).toEqual([link(7)]);
    }
  });

  test('51 paragraphs or links are refused with the limit message; 50 are taken', async () => {
    const client = await signedIn('county.clerk');
    const tooMany = await client.post(url('latestNews'), {
      paragraphs: Array.from({ length: 51 }, (_, i) => news(i)),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.content).toMatchObject({
      fieldErrors: { paragraphs: "There's a limit of 50 paragraphs." },
      fieldMessages: { paragraphs: { code: 'paragraphs.paragraphLimit' } },
    });
    const tooManyLinks = await client.post(url('externalLinks'), {
      paragraphs: Array.from({ length: 51 }, (_, i) => link(i)),
    });
    expect(tooManyLinks.status).toBe(400);
    expect(tooManyLinks.body.content).toMatchObject({
      fieldErrors: { paragraphs: "There's a limit of 50 links." },
    });
    const fifty = await client.post<{ paragraphs: Paragraph[] }>(url('loginPageLatestNews'), {
      paragraphs: Array.from({ length: 50 }, (_, i) => news(i)),
    });
    expect(fifty.status).toBe(200);
    expect(fifty.body.content.paragraphs).toHaveLength(50);
  });

  test('a link that is not a web address, or without its label, is refused for its row and nothing changes', async () => {
    const client = await signedIn('county.clerk');
    const before = await client.get(url('loginPageLinks'));
    const bad = await client.post(url('loginPageLinks'), {
      paragraphs: slots({
        0: link(1),
        2: { heading: 'Script', paragraphContent: 'javascript:alert(1)' },
        5: { heading: '', paragraphContent: 'https://county.example.gov/x' },
        6: { heading: 'No address', paragraphContent: '' },
      }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.content).toMatchObject({
      fieldErrors: {
        'paragraphs.2.paragraphContent': WEB_ADDRESS_MESSAGE,
        'paragraphs.5.heading': 'Enter a label for this link.',
        'paragraphs.6.paragraphContent': 'Enter the web address of this link.',
      },
    });
    expect((await client.get(url('loginPageLinks'))).body.content).toEqual(before.body.content);
    const badMore = await client.post(url('externalLinks'), {
      paragraphs: [{ heading: 'Files', paragraphContent: 'ftp://county.example.gov/' }],
    });
    expect(badMore.body.content).toMatchObject({
      fieldErrors: { 'paragraphs.0.paragraphContent': WEB_ADDRESS_MESSAGE },
    });
  });

  test('Login - Links takes exactly 12 rows; headings and texts have their length limits', async () => {
    const client = await signedIn('county.clerk');
    const eleven = await client.post(url('loginPageLinks'), {
      paragraphs: slots({}).slice(1),
    });
    expect(eleven.body.content).toMatchObject({
      fieldErrors: { paragraphs: 'Login Page Links has exactly 12 rows.' },
    });
    const long = await client.post(url('latestNews'), {
      paragraphs: [{ heading: 'x'.repeat(201), paragraphContent: 'y'.repeat(2001) }],
    });
    expect(long.body.content).toMatchObject({
      fieldErrors: {
        'paragraphs.0.heading': '200 characters max.',
        'paragraphs.0.paragraphContent': '2000 characters max.',
      },
    });
    const longLabel = await client.post(url('externalLinks'), {
      paragraphs: [{ ...link(1), heading: 'x'.repeat(101) }],
    });
    expect(longLabel.body.content).toMatchObject({
      fieldErrors: { 'paragraphs.0.heading': '100 characters max.' },
    });
  });

  test('a change is audited with the list before and after', async () => {
    const client = await signedIn('county.clerk');
    const before = await client.get(url('externalLinks'));
    await client.post(url('externalLinks'), { paragraphs: [link(1), blank, link(2)] });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'COUNTY_CONFIG_CHANGE'), eq(auditLog.username, 'county.clerk')))
      .orderBy(desc(auditLog.id));
    expect(audit.detail).toEqual({
      group: 'externalLinks',
      before: before.body.content,
      after: { paragraphs: [link(1), link(2)] },
    });
  });
});
