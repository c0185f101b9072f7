import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createCpuPool } from '../../src/lib/cpu-pool';
import { MESSAGES } from '../../src/messages';
import { SERVER_ROOT } from '../../src/paths';
import { ServerBusyError } from '../../src/plugins/envelope';
import { gate, hold, HOLD_WORKER } from '../helpers/cpu-gate';

/* The CPU pool (lib/cpu-pool.ts): its bounds, and the server's own worker, bundled from source here. */

describe('the CPU pool', () => {
  test('at most `size` tasks at work and `queueLimit` waiting; one more is refused at once as busy (503, Retry-After)', async () => {
    const pool = createCpuPool({ size: 1, queueLimit: 1, workerFile: HOLD_WORKER });
    try {
      const closed = gate();
      const first = hold(pool, closed, 'first');
      const second = hold(pool, closed, 'second');
      expect([pool.running, pool.waiting]).toEqual([1, 1]);
      const third = hold(pool, closed, 'third');
      await expect(third).rejects.toBeInstanceOf(ServerBusyError);
      await expect(third).rejects.toMatchObject({
        statusCode: 503,
        message: MESSAGES.serverBusy.message,
        retryAfterSeconds: 2,
      });
      // The refused task never reached a thread: the two admitted ones finish, in order, once the gate opens.
      closed.open();
      expect(await Promise.all([first, second])).toEqual(['done first', 'done second']);
      expect([pool.running, pool.waiting]).toEqual([0, 0]);
      expect(await hold(pool, closed, 'later')).toBe('done later');
    } finally {
      await pool.close();
    }
  });

  test('a queue limit of 0: the one thread works, everything else is refused until it is free', async () => {
    const pool = createCpuPool({ size: 1, queueLimit: 0, workerFile: HOLD_WORKER });
    try {
      const closed = gate();
      const first = hold(pool, closed, 'first');
      await expect(hold(pool, closed, 'second')).rejects.toMatchObject({ statusCode: 503 });
      closed.open();
      expect(await first).toBe('done first');
      expect(await hold(pool, closed, 'again')).toBe('done again');
    } finally {
      await pool.close();
    }
  });

  test("the server's worker, bundled from source: a drawn G4 page, its preview, a PDF as a Buffer; the bundle is removed on close", async () => {
    const pool = createCpuPool({ size: 1, queueLimit: 0 });
    const record = {
      countyName: 'Pine Ridge County',
      displayNumber: '9000002',
      drawing: {
        numberLabel: 'DOC NO.',
        heading: 'Mortgage',
        subheading: 'ABSTRACT',
        dateTime: '01/02/2026 9:30 AM',
        bookAndPage: '',
        partyLabels: ['GRANTOR:', 'GRANTEE:'] as [string, string],
        parties: [['QUILLFEATHER, ARLO J'], ['FIRST BANK']] as [string[], string[]],
        legals: ['LOT 1 BLOCK 2'],
      },
    };
    const [drawn] = await pool.run('drawScanPages', { record, pages: [1], pageCount: 2 });
    expect(drawn.page).toBe(1);
    const tiff = Buffer.from(drawn.body);
    expect(tiff.subarray(0, 4)).toEqual(Buffer.from('II*\0', 'latin1'));
    const [preview] = await pool.run('scanPreviews', [{ page: 1, format: 'tiff', body: tiff }]);
    for (const jpeg of [preview.image, preview.thumbnail])
      expect(Buffer.from(jpeg, 'base64').subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const pdf = await pool.run('scanPdf', {
      document: { title: 'Mortgage 9000002', pageCount: 2, facts: record },
      pages: [{ page: 1, format: 'tiff', body: tiff, width: 2550, height: 3300, dpi: 300 }],
    });
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const mine = () =>
      readdirSync(path.join(SERVER_ROOT, 'dist', 'source-workers')).filter((name) =>
        name.includes(`-${process.pid}-`),
      );
    expect(mine()).toHaveLength(2);
    await pool.close();
    expect(mine()).toEqual([]);
  });
});
