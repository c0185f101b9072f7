import type { LoginStatus, Role } from '@lrp/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { COUNTY_GROUPS } from '../../../src/modules/countyConfig/repository';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * Who may call the county's settings (spec 3 §2.3, §7): every GET and POST under controlPanel/countyConfig, as the
 * server registers them (not a list copied here), for a USER, an ACCOUNT administrator, a GUEST, COUNTY staff,
 * TRIMIN and a caller with no session. County staff and TRIMIN may; the Technical group is TRIMIN's alone; everyone
 * else is refused before the body is read.
 */

const t = setupServerTest();
const PREFIX = '/api/controlPanel/countyConfig/';

/** The demo's person of each role. */
const PEOPLE: Record<Role, string> = {
  USER: 'escrow.user',
  ACCOUNT: 'account.admin',
  GUEST: 'public.guest',
  COUNTY: 'county.clerk',
  TRIMIN: 'trimin.admin',
};
const REFUSED: Role[] = ['USER', 'ACCOUNT', 'GUEST'];

/** Settings groups of the Technical group (spec 3 §2.3): TRIMIN only. */
const TECHNICAL_GROUPS = ['efile', 'languages', 'modules'];
/** The calls of the Technical screens and the schedule's Prepare to Rerun (spec 3 §7): TRIMIN only. */
const TRIMIN_CALLS = [
  'reloadConfiguration',
  'landSharkOneMigration',
  'migrateLandSharkOneAccountsUsers',
  'migrateLandSharkOneAuditLog',
  'prepareToRerunAccountTasks',
];

type Call = { method: 'GET' | 'POST'; name: string };
let app: FastifyInstance;
const registered: Call[] = [];

beforeAll(async () => {
  app = await t.buildApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        if (!route.url.startsWith(PREFIX)) return;
        for (const method of [route.method].flat() as string[])
          if (method === 'GET' || method === 'POST')
            registered.push({ method, name: route.url.slice(PREFIX.length) });
      },
    },
  );
});

const has = (name: string, method: Call['method']) =>
  registered.some((c) => c.name === name && c.method === method);
/** The stored settings groups, as registered: read with GET and saved with POST. */
const groups = () =>
  [...new Set(registered.map((c) => c.name))].filter(
    (name) => (COUNTY_GROUPS as string[]).includes(name) && has(name, 'GET') && has(name, 'POST'),
  );
/** Every other call under countyConfig (lists, slides, purges, sessions, the schedule's and Technical's buttons). */
const others = () =>
  registered.filter((c) => !groups().includes(c.name)).sort((a, b) => (a.name < b.name ? -1 : 1));

async function signedIn(role: Role): Promise<TestClient> {
  const client = t.client(app);
  expect((await client.login(PEOPLE[role])).status).toBe(200);
  const status = await client.get<LoginStatus>('/api/currentUser/loginStatus');
  expect([PEOPLE[role], status.body.content.user?.role]).toEqual([PEOPLE[role], role]);
  return client;
}

const call = (client: TestClient, { method, name }: Call, body: unknown) =>
  method === 'GET' ? client.get(PREFIX + name) : client.post(PREFIX + name, body);

test('the registration covers every stored group, both ways, and the TRIMIN-only names are real', () => {
  expect(groups().sort()).toEqual([...COUNTY_GROUPS].sort());
  for (const name of [...TECHNICAL_GROUPS, ...TRIMIN_CALLS])
    expect([name, registered.some((c) => c.name === name)]).toEqual([name, true]);
});

test('every settings group: COUNTY and TRIMIN read and save it, Technical TRIMIN only; USER, ACCOUNT, GUEST and no session 403', async () => {
  const trimin = await signedIn('TRIMIN');
  const stored: Record<string, unknown> = {};
  for (const group of groups()) {
    const read = await trimin.get(PREFIX + group);
    expect([group, read.status]).toEqual([group, 200]);
    stored[group] = read.body.content;
  }
  const clients: Record<Role, TestClient> = {
    TRIMIN: trimin,
    COUNTY: await signedIn('COUNTY'),
    USER: await signedIn('USER'),
    ACCOUNT: await signedIn('ACCOUNT'),
    GUEST: await signedIn('GUEST'),
  };
  const stranger = t.client(app);

  const matrix: string[] = [];
  const expected: string[] = [];
  for (const group of groups()) {
    const technical = TECHNICAL_GROUPS.includes(group);
    for (const method of ['GET', 'POST'] as const) {
      for (const role of ['TRIMIN', 'COUNTY', ...REFUSED] as Role[]) {
        const reply = await call(clients[role], { method, name: group }, stored[group]);
        matrix.push(`${method} ${group} ${role} ${reply.status}`);
        const allowed = role === 'TRIMIN' || (role === 'COUNTY' && !technical);
        expected.push(`${method} ${group} ${role} ${allowed ? 200 : 403}`);
        if (!allowed) expect(reply.body.message).toBe('You do not have permission to do that.');
      }
      const reply = await call(stranger, { method, name: group }, stored[group]);
      matrix.push(`${method} ${group} nobody ${reply.status}`);
      expected.push(`${method} ${group} nobody 403`);
    }
  }
  expect(matrix).toEqual(expected);
  // The saves put back what was read: nothing changed.
  for (const group of groups())
    expect([group, (await trimin.get(PREFIX + group)).body.content]).toEqual([
      group,
      stored[group],
    ]);
});

test('every other countyConfig call: the same roles, checked before the body (a body no call takes is a 400 for those allowed)', async () => {
  const calls = others();
  expect(calls.length).toBeGreaterThan(0);
  /** A body every call's schema refuses: no field it needs, and one no strict body allows. */
  const unusable = { '~': 1 };

  const refusals: string[] = [];
  for (const role of REFUSED) {
    const client = await signedIn(role);
    for (const c of calls)
      refusals.push(`${c.method} ${c.name} ${role} ${(await call(client, c, unusable)).status}`);
  }
  const stranger = t.client(app);
  for (const c of calls)
    refusals.push(`${c.method} ${c.name} nobody ${(await call(stranger, c, unusable)).status}`);
  expect(refusals).toEqual(
    [...REFUSED, 'nobody'].flatMap((who) => calls.map((c) => `${c.method} ${c.name} ${who} 403`)),
  );

  // TRIMIN, then COUNTY (End User Sessions, a GET, ends every session but the caller's: each signs in after the
  // other's pass). A GET is answered; a POST reaches its body's check.
  for (const role of ['TRIMIN', 'COUNTY'] as Role[]) {
    const client = await signedIn(role);
    const answers = [];
    for (const c of calls)
      answers.push(`${c.method} ${c.name} ${(await call(client, c, unusable)).status}`);
    expect(answers).toEqual(
      calls.map((c) => {
        const allowed = role === 'TRIMIN' || !TRIMIN_CALLS.includes(c.name);
        return `${c.method} ${c.name} ${!allowed ? 403 : c.method === 'GET' ? 200 : 400}`;
      }),
    );
  }
});
