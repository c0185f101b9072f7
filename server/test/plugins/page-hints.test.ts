import { HELPER_DATA_CALLS } from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import { cookieName } from '../../src/lib/cookies';
import { descriptor, frontendRoot, published, releaseId } from '../helpers/frontend-fixture';
import { setupServerTest } from '../helpers/test-app';

/*
 * The portal page carries preload hints for the path asked for (modules/portal/page-hints.ts): the start-up calls,
 * the module that owns the path with its expose's files, and what that page reads first.
 */
const t = setupServerTest();

const INDEX =
  '<!doctype html><html><head><base href="/" /><title>Land Record Portal</title></head><body><div id="root"></div></body></html>';
const AUTH = `modules/mfe-auth/${releaseId()}`;
const SEARCH = `modules/mfe-search/${releaseId()}`;

let app: FastifyInstance;
beforeAll(async () => {
  const root = frontendRoot({
    'shell/dist/index.html': INDEX,
    ...published(
      descriptor('mfe-auth', {
        mounts: [
          { path: '/', exact: true, access: 'public' },
          { path: '/login', access: 'public' },
        ],
        entryFiles: ['5857.541f2931b6.js'],
      }),
      descriptor('mfe-search', {
        mounts: [{ path: '/search', access: 'session' }],
        entryFiles: ['2879.1af24dada8.js', '2879.0a9b754411.css'],
      }),
    ),
  });
  app = await t.buildApp({ frontendRoot: root, modules: ['mfe-auth', 'mfe-search'] });
});

/** The hrefs of the page's preload links, each with its `as`. */
async function preloads(url: string, session = false): Promise<string[]> {
  const cookie = session ? { cookie: `${cookieName(app.config, 'session')}=anything` } : {};
  const page = await app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...cookie },
  });
  expect(page.statusCode).toBe(200);
  const head = page.body.slice(0, page.body.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" as="(\w+)"[^>]* href="([^"]+)"/g)].map(
    ([, as, href]) => `${as} ${href}`,
  );
}

const START_UP = [
  'fetch /county/product-config.json',
  'fetch /api/portal/modules',
  'fetch /api/currentUser/loginStatus',
  ...Object.values(HELPER_DATA_CALLS).map((call) => `fetch /api/${call}`),
];

describe('preload hints of the portal page', () => {
  test('the sign-in page: the start-up calls, mfe-auth and its expose, the slide count and the first slide', async () => {
    const hints = await preloads('/login');
    expect(hints).toEqual([
      ...START_UP,
      `script /${AUTH}/remoteEntry.js`,
      `script /${AUTH}/5857.541f2931b6.js`,
      'fetch /api/auth/loginPageSlides',
      'image /api/auth/loginPageSlide/1',
    ]);
    expect(await preloads('/')).toEqual(hints);
  });

  test("a signed-in page: its module's files, scripts and stylesheets; the home page its cards", async () => {
    expect(await preloads('/search/searchByName', true)).toEqual([
      ...START_UP,
      `script /${SEARCH}/remoteEntry.js`,
      `script /${SEARCH}/2879.1af24dada8.js`,
      `style /${SEARCH}/2879.0a9b754411.css`,
    ]);
    expect(await preloads('/home', true)).toEqual([
      ...START_UP,
      'fetch /api/home/all',
      'image /api/auth/loginPageSlide/1',
    ]);
  });

  test('without a session, a signed-in page preloads only the start-up (the sign-in page will show)', async () => {
    expect(await preloads('/search/searchByName')).toEqual(START_UP);
    expect(await preloads('/home')).toEqual(START_UP);
  });
});
