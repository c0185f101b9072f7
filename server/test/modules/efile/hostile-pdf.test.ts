import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { countPdfPages } from '../../../src/modules/efile/pdf-pages';
import { fixturePdf } from './fixtures';

/*
 * PDFs shaped to hurt the page count: each must be answered quickly, in little memory, with the right refusal
 * (docs/efile.md "Hostile files").
 */

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'efile-hostile-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function write(name: string, bytes: Buffer): string {
  const file = join(folder, name);
  writeFileSync(file, bytes);
  return file;
}

/** A PDF made of the given objects (1 is the catalog), with a classic cross-reference table. */
function pdfOf(objects: (string | Buffer)[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\u00e2\u00e3\u00cf\u00d3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((object, i) => {
    offsets.push(length);
    const body = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(body);
    length += body.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

test('a page tree whose every node lists the next one twice is counted once per node, at once', async () => {
  const depth = 40; // followed naively: 2^40 visits
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
  for (let level = 0; level < depth; level += 1) {
    const id = 2 + level;
    objects.push(
      `<< /Type /Pages /Kids [${id + 1} 0 R ${id + 1} 0 R] /Count ${2 ** (depth - level)} >>`,
    );
  }
  objects.push(`<< /Type /Page /Parent ${depth + 1} 0 R /MediaBox [0 0 612 792] >>`);
  const started = performance.now();
  const counted = await countPdfPages(write('doubled-tree.pdf', pdfOf(objects)));
  expect(counted).toEqual({ kind: 'ok', pages: 1 });
  expect(performance.now() - started).toBeLessThan(5_000);
});

test('a page tree that loops back to its root ends', async () => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 2 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  expect(await countPdfPages(write('loop.pdf', pdfOf(objects)))).toEqual({ kind: 'ok', pages: 1 });
});

test('an object stream that would unpack to 100 MB is refused, unpacked no further than the 64 MB ceiling', async () => {
  const bomb = deflateSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 }); // about 100 KB
  const stream = Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`,
      'latin1',
    ),
    bomb,
    Buffer.from('\nendstream', 'latin1'),
  ]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    stream,
  ];
  expect(await countPdfPages(write('bomb.pdf', pdfOf(objects)))).toEqual({ kind: 'damaged' });
});

test('an encrypted PDF is called encrypted, also when its object streams cannot be read', async () => {
  const unreadable = Buffer.concat([
    Buffer.from('<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 16 >>\nstream\n'),
    Buffer.from('0123456789abcdef', 'latin1'),
    Buffer.from('\nendstream'),
  ]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    unreadable,
    `<< /Filter /Standard /V 2 /R 3 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -3904 >>`,
  ];
  const file = write('encrypted.pdf', pdfOf(objects, ' /Encrypt 5 0 R'));
  expect(await countPdfPages(file)).toEqual({ kind: 'encrypted' });
});

test('an ordinary PDF is still counted', async () => {
  expect(await countPdfPages(write('three.pdf', fixturePdf(3)))).toEqual({ kind: 'ok', pages: 3 });
});
