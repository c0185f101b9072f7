import type { LoginStatus } from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../src/db/schema';
import { sha256Hex } from '../../src/lib/tokens';
import { setupServerTest, type TestClient } from '../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

/** Renames a user behind the caches' back: with triggers off, as nothing in the portal ever does. */
async function renameUnseen(username: string, firstName: string) {
  await db().transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(
      sql`update users set first_name = ${firstName} where username_lower = ${username}`,
    );
  });
}

const fullName = async (client: TestClient) =>
  (await client.get<LoginStatus>('/api/currentUser/loginStatus')).body.content.user?.fullName;

async function idleSeconds(idHash: string): Promise<number> {
  const [row] = await db()
    .select({ idle: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})::float8` })
    .from(sessions)
    .where(eq(sessions.idHash, idHash));
  return row.idle;
}

const idleFor = (idHash: string, seconds: number) =>
  db()
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(secs => ${seconds}::int)` })
    .where(eq(sessions.idHash, idHash));

describe('the session cache', () => {
  test('a signed-in call takes the session from the cache until something about it changes', async () => {
    const client = t.client();
    await client.login('escrow.user');
    expect(await fullName(client)).toBe('Erik Solberg');
    await renameUnseen('escrow.user', 'Unseen');
    expect(await fullName(client)).toBe('Erik Solberg');
    await db().execute(
      sql`update users set last_name = 'Solberg-Hansen' where username_lower = 'escrow.user'`,
    );
    expect(await fullName(client)).toBe('Unseen Solberg-Hansen');
  });

  test('with CACHE_SECONDS=0 every call reads the session', async () => {
    const client = t.client(await t.buildApp({ cacheSeconds: 0 }));
    await client.login('escrow.user');
    expect(await fullName(client)).toBe('Erik Solberg');
    await renameUnseen('escrow.user', 'Unseen');
    expect(await fullName(client)).toBe('Unseen Solberg');
  });

  test('last_seen_at is written once a minute, not on every call', async () => {
    const client = t.client();
    await client.login('escrow.user');
    const idHash = sha256Hex(client.cookies.get('lrp_session')!);
    await idleFor(idHash, 30);
    await client.get('/api/currentUser/loginStatus');
    await client.get('/api/home/all');
    expect(await idleSeconds(idHash)).toBeGreaterThanOrEqual(30);
    await idleFor(idHash, 90);
    await client.get('/api/currentUser/loginStatus');
    expect(await idleSeconds(idHash)).toBeLessThan(5);
  });
});
