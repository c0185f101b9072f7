import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../../src/db/schema';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

async function signedIn(username: string, app?: FastifyInstance, language = 'ENGLISH') {
  const client: TestClient = t.client(app);
  expect((await client.login(username, undefined, language)).status).toBe(200);
  return client;
}

const url = (call: string) => `/api/controlPanel/countyConfig/${call}`;

describe('Control Panel > Technical (TRIMIN only)', () => {
  test('E-file, Languages and Reload Configuration: TRIMIN only; county staff and everyone else get 403 and nothing changes', async () => {
    const trimin = await signedIn('trimin.admin');
    for (const group of ['efile', 'languages']) {
      const read = await trimin.get(url(group));
      expect([group, read.status]).toEqual([group, 200]);
      expect([group, (await trimin.post(url(group), read.body.content)).status]).toEqual([
        group,
        200,
      ]);
    }
    for (const username of ['county.clerk', 'account.admin', 'escrow.user', 'public.guest']) {
      const client = await signedIn(username);
      for (const group of ['efile', 'languages']) {
        expect([username, group, (await client.get(url(group))).status]).toEqual([
          username,
          group,
          403,
        ]);
        const post = await client.post(url(group), { languages: false });
        expect([username, group, post.status]).toEqual([username, group, 403]);
      }
      const reload = await client.post(url('reloadConfiguration'), {});
      expect([username, reload.status]).toEqual([username, 403]);
    }
    expect((await t.client().post(url('reloadConfiguration'), {})).status).toBe(403);
    expect((await trimin.get(url('languages'))).body.content).toEqual({ languages: true });
  });

  test("Reload Configuration makes every instance read what was changed behind the portal's back, and says so", async () => {
    const other = await t.buildApp({}, { database: t.testDb.anotherConnection() });
    const title = async (app: FastifyInstance) =>
      (
        await t
          .client(app)
          .get<{ results: { name: string; baseContent: { appTitle?: string } }[] }>(
            '/api/helperdata/countyConfiguration',
            { csrf: false },
          )
      ).body.content.results.find((r) => r.name === 'common')?.baseContent.appTitle;
    const before = await title(other);
    expect(before).toBeTruthy();
    expect(await title(t.app)).toBe(before);
    // A change made in the database without the triggers (a county's DBA, a restore): no instance hears of it.
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update county_settings set content = jsonb_set(content, '{appTitle}', '"Reloaded Title"') where group_name = 'common'`,
      );
    });
    expect(await title(other)).toBe(before);

    const trimin = await signedIn('trimin.admin');
    const reply = await trimin.post(url('reloadConfiguration'), {});
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      ok: true,
      code: 'technical.configurationReloaded',
      message:
        "Configuration reloaded: every instance reads the county's settings, page content and lists again at its next request.",
    });
    expect(await title(other)).toBe('Reloaded Title');
    expect(await title(t.app)).toBe('Reloaded Title');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'COUNTY_CONFIG_CHANGE'), eq(auditLog.username, 'trimin.admin')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit.detail).toEqual({ action: 'reloadConfiguration' });
  });

  test('with Languages off, a user who signed in in Japanese works in English; on again, in the language chosen', async () => {
    const trimin = await signedIn('trimin.admin');
    const japanese = await signedIn('escrow.user', undefined, 'JAPANESE');
    const language = async () =>
      (await japanese.get<{ user: { language: string } }>('/api/currentUser/loginStatus')).body
        .content.user.language;
    expect(await language()).toBe('JAPANESE');
    expect((await trimin.post(url('languages'), { languages: false })).status).toBe(200);
    try {
      expect(await language()).toBe('ENGLISH');
      const again = t.client();
      const login = await again.login('flatfee.user', undefined, 'JAPANESE');
      expect(login.body.content).toMatchObject({ language: 'ENGLISH' });
    } finally {
      await trimin.post(url('languages'), { languages: true });
    }
    expect(await language()).toBe('JAPANESE');
  });
});
