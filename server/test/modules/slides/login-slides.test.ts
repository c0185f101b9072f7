import type { LoginSlidesConfig } from '@lrp/contract';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, loginSlides } from '../../../src/db/schema';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

async function signedIn(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

const GROUP = '/api/controlPanel/countyConfig/loginPageSlides';
const UPLOAD = '/api/controlPanel/loginPageSlides/upload';

/** A photograph-like picture: a gradient with a shape, `width` x `height`, in `format`. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif') {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#2d6a9f"/><stop offset="1" stop-color="#f2c14e"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#8b2f2f"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

const upload = (client: TestClient, bytes: Buffer, name: string, type = 'image/jpeg') =>
  client.send<LoginSlidesConfig>('POST', UPLOAD, {
    body: bytes,
    headers: { 'content-type': type, 'x-file-name': encodeURIComponent(name) },
  });

const slideCount = async () =>
  (await t.client().get<{ numberOfSlides: number }>('/api/auth/loginPageSlides', { csrf: false }))
    .body.content.numberOfSlides;

describe('Login - Slides (controlPanel/countyConfig/loginPageSlides, loginPageSlides/upload)', () => {
  test('county staff only: others and strangers are refused before anything is read or stored', async () => {
    const clerk = await signedIn('county.clerk');
    const listed = await clerk.get<LoginSlidesConfig>(GROUP);
    expect(listed.status).toBe(200);
    const { slides } = listed.body.content;
    expect(listed.body.content.numberOfSlides).toBe(slides.length);
    expect((await (await signedIn('trimin.admin')).get(GROUP)).status).toBe(200);
    const jpeg = await picture(1600, 900, 'jpeg');
    for (const username of ['account.admin', 'escrow.user', 'public.guest']) {
      const client = await signedIn(username);
      expect([username, (await client.get(GROUP)).status]).toEqual([username, 403]);
      expect([username, (await client.post(GROUP, { slides })).status]).toEqual([username, 403]);
      expect([username, (await upload(client, jpeg, 'x.jpg')).status]).toEqual([username, 403]);
      const thumb = await client.get(`/api/controlPanel/loginPageSlides/${slides[0].id}/picture`);
      expect([username, thumb.status]).toEqual([username, 403]);
    }
    expect((await upload(t.client(), jpeg, 'x.jpg')).status).toBe(403);
    expect(await db().$count(loginSlides)).toBe(slides.length);
  });

  test('an upload is read by its content, made the 1200 x 500 slide and added last; the login page serves it with its checksum', async () => {
    const clerk = await signedIn('county.clerk');
    const before = (await clerk.get<LoginSlidesConfig>(GROUP)).body.content.slides;
    const added = await upload(clerk, await picture(2000, 1500, 'jpeg'), 'Courthouse – spring.jpg');
    expect(added.status).toBe(200);
    expect(added.body.message).toBe('Courthouse – spring.jpg was added as the last slide.');
    const after = added.body.content.slides;
    expect(after.map((s) => s.id).slice(0, before.length)).toEqual(before.map((s) => s.id));
    expect(after.at(-1)).toMatchObject({
      fileName: 'Courthouse – spring.jpg',
      contentType: 'image/webp',
      width: 1200,
      height: 500,
    });
    expect(await slideCount()).toBe(before.length + 1);

    const served = await t
      .client()
      .get(`/api/auth/loginPageSlide/${after.length}`, { csrf: false });
    expect(served.status).toBe(200);
    expect(served.response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 500]);
    expect(served.response.rawPayload.length).toBe(after.at(-1)!.bytes);
    const etag = String(served.response.headers.etag);
    expect(served.response.headers['cache-control']).toMatch(/max-age=60/);
    const again = await t.client().get(`/api/auth/loginPageSlide/${after.length}`, {
      csrf: false,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.response.rawPayload.length).toBe(0);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'COUNTY_CONFIG_CHANGE'), eq(auditLog.username, 'county.clerk')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit.detail).toMatchObject({
      group: 'loginPageSlides',
      uploaded: { fileName: 'Courthouse – spring.jpg' },
    });
  });

  test('what is not a JPEG, PNG or WebP picture of at least 600 x 250 is refused with its message, and nothing is stored', async () => {
    const clerk = await signedIn('county.clerk');
    const count = await db().$count(loginSlides);
    const text = Buffer.from('Not a picture at all, only a name that says so.');
    expect((await upload(clerk, text, 'slide.jpg')).body.message).toBe(
      'This file is not a JPEG, PNG or WebP picture.',
    );
    const gif = await upload(
      clerk,
      await picture(1200, 500, 'gif'),
      'slide.gif',
      'application/octet-stream',
    );
    expect([gif.status, gif.body.message]).toEqual([
      400,
      'This file is not a JPEG, PNG or WebP picture.',
    ]);
    const small = await upload(clerk, await picture(300, 200, 'png'), 'small.png', 'image/png');
    expect([small.status, small.body.message]).toEqual([
      400,
      'The picture is 300 × 200 pixels; a slide needs at least 600 × 250.',
    ]);
    const whole = await picture(1600, 900, 'jpeg');
    const cut = await upload(clerk, whole.subarray(0, Math.floor(whole.length / 3)), 'cut.jpg');
    expect([cut.status, cut.body.message]).toEqual([
      400,
      'This file is not a JPEG, PNG or WebP picture.',
    ]);
    const huge = await upload(clerk, Buffer.alloc(15 * 1024 * 1024 + 1), 'huge.jpg');
    expect([huge.status, huge.body.message]).toEqual([413, 'The picture is larger than 15 MB.']);
    const pdf = await upload(clerk, whole, 'slide.jpg', 'application/pdf');
    expect(pdf.status).toBe(415);
    expect(await db().$count(loginSlides)).toBe(count);
  });

  test('a seventh slide is refused; a new order is saved, a slide left out is removed, and the login page follows', async () => {
    const clerk = await signedIn('county.clerk');
    let slides = (await clerk.get<LoginSlidesConfig>(GROUP)).body.content.slides;
    const jpeg = await picture(1300, 600, 'png');
    while (slides.length < 6) {
      const reply = await upload(clerk, jpeg, `extra-${slides.length + 1}.png`, 'image/png');
      expect(reply.status).toBe(200);
      slides = reply.body.content.slides;
    }
    const seventh = await upload(clerk, jpeg, 'seventh.png', 'image/png');
    expect([seventh.status, seventh.body.message]).toEqual([409, "There's a limit of 6 slides."]);
    expect(await db().$count(loginSlides)).toBe(6);

    const lastPicture = (await t.client().get('/api/auth/loginPageSlide/6', { csrf: false }))
      .response.rawPayload;
    const order = [slides[5], slides[0], slides[2]];
    const saved = await clerk.post<LoginSlidesConfig>(GROUP, { slides: order });
    expect([saved.status, saved.body.message]).toEqual([200, 'Settings updated.']);
    expect(saved.body.content.slides.map((s) => s.id)).toEqual(order.map((s) => s.id));
    expect(saved.body.content.numberOfSlides).toBe(3);
    expect(await slideCount()).toBe(3);
    const first = await t.client().get('/api/auth/loginPageSlide/1', { csrf: false });
    expect(first.response.rawPayload.equals(lastPicture)).toBe(true);
    expect((await t.client().get('/api/auth/loginPageSlide/4', { csrf: false })).status).toBe(404);
    // The thumbnails are by id, whatever the order.
    const thumb = await clerk.get(`/api/controlPanel/loginPageSlides/${slides[5].id}/picture`);
    expect(thumb.response.rawPayload.equals(lastPicture)).toBe(true);
    const gone = await clerk.get(`/api/controlPanel/loginPageSlides/${slides[1].id}/picture`);
    expect(gone.status).toBe(404);
  });

  test('the server refuses an empty list, a slide twice and a slide that no longer exists', async () => {
    const clerk = await signedIn('county.clerk');
    const { slides } = (await clerk.get<LoginSlidesConfig>(GROUP)).body.content;
    const empty = await clerk.post(GROUP, { slides: [] });
    expect([empty.status, empty.body.message]).toEqual([
      400,
      expect.stringContaining('The login page needs at least one slide.'),
    ]);
    const twice = await clerk.post(GROUP, { slides: [slides[0], slides[0]] });
    expect([twice.status, twice.body.message]).toEqual([
      400,
      expect.stringContaining('A slide appears twice in the list.'),
    ]);
    const unknown = await clerk.post(GROUP, {
      slides: [{ ...slides[0], id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect([unknown.status, unknown.body.message]).toEqual([
      409,
      'A slide in this list was removed meanwhile; reload the screen.',
    ]);
    expect((await clerk.get<LoginSlidesConfig>(GROUP)).body.content.slides).toEqual(slides);
  });
});
