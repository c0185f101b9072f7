import type { AddOnOptions } from '@lrp/contract';
import { eq } from 'drizzle-orm';
import { imageStates } from '../../../src/db/schema';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

async function signedIn(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

const statusOf = async (guid: string) =>
  (await db().select().from(imageStates).where(eq(imageStates.guid, guid)))[0]?.status;
const cancel = (client: TestClient, guid: string) =>
  client.post('/api/imaging/cancelImageState', { imageStateGuid: guid });

describe('POST /api/imaging/cancelImageState', () => {
  test("discards the user's own open image state (Cancel in the flat-fee purchase), and buying it afterwards fails", async () => {
    const admin = await signedIn('ingrid.nystrom');
    const { guid } = (await admin.post<AddOnOptions>('/api/flatFee/getAddOnOptions', {})).body
      .content;
    expect(await statusOf(guid)).toBe('OPEN');
    const reply = await cancel(admin, guid);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ ok: true, content: null });
    expect(await statusOf(guid)).toBe('CANCELLED');
    const bought = await admin.post<{ ok: boolean }>('/api/flatFee/userAddOn', {
      imageStateGuid: guid,
    });
    expect(bought.body.content?.ok ?? bought.body.ok).toBe(false);
  });

  test("leaves another user's image state alone and needs a session", async () => {
    const admin = await signedIn('ingrid.nystrom');
    const { guid } = (await admin.post<AddOnOptions>('/api/flatFee/getAddOnOptions', {})).body
      .content;
    const other = await signedIn('escrow.user');
    expect((await cancel(other, guid)).status).toBe(200);
    expect(await statusOf(guid)).toBe('OPEN');
    expect((await cancel(t.client(), guid)).status).toBe(403);
    expect(await statusOf(guid)).toBe('OPEN');
  });
});
