import { disclaimerLink, loginPageParagraphsSchema, loginPageSlidesSchema } from '@lrp/contract';
import { setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();

describe('public login-page content', () => {
  test('loginPageLinks: six links with URLs, exactly one headed "Disclaimer"', async () => {
    const reply = await t.client().get('/api/auth/loginPageLinks');
    expect(reply.status).toBe(200);
    const { paragraphs } = loginPageParagraphsSchema.parse(reply.body.content);
    expect(paragraphs).toHaveLength(6);
    for (const link of paragraphs) expect(link.paragraphContent).toMatch(/^https:\/\//);
    expect(disclaimerLink(paragraphs)).toBe('https://pineridge.example.gov/recorder/disclaimer');
  });

  test('loginPageLatestNews: five items', async () => {
    const { paragraphs } = loginPageParagraphsSchema.parse(
      (await t.client().get('/api/auth/loginPageLatestNews')).body.content,
    );
    expect(paragraphs).toHaveLength(5);
    for (const item of paragraphs) expect(item.heading.length).toBeGreaterThan(0);
  });

  test('loginPageSlides: four slides', async () => {
    const reply = await t.client().get('/api/auth/loginPageSlides');
    expect(loginPageSlidesSchema.parse(reply.body.content)).toEqual({ numberOfSlides: 4 });
  });

  test('loginPageSlide/n: the SVG picture, cacheable for a minute, then revalidated', async () => {
    for (const n of [1, 2, 3, 4]) {
      const { response } = await t.client().get(`/api/auth/loginPageSlide/${n}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe(
        'public, max-age=60, stale-while-revalidate=3600',
      );
      expect(response.body).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="500"/,
      );
      expect(response.body).toContain('</svg>');
    }
    expect((await t.client().get('/api/auth/loginPageSlide/1')).response.body).toContain(
      'Recorder&apos;s Office, open 8:00–4:30',
    );
  });

  test.each(['0', '5', '7', 'abc', '1.5'])('loginPageSlide/%s is a 404 envelope', async (n) => {
    const reply = await t.client().get(`/api/auth/loginPageSlide/${n}`);
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ ok: false, content: null });
  });
});
