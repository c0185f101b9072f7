/*
 * Documents to e-file, made in code (no library: the e2e tests import this file too). Each is small and real
 * enough for the server's checks: a PDF whose pages each say "Page n", a bilevel TIFF with one frame per page.
 */

/** A PDF of `pages` letter pages, each saying "Page n"; `encrypted` adds an /Encrypt dictionary to the trailer. */
export function fixturePdf(pages: number, options: { encrypted?: boolean } = {}): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, i) => 4 + i * 2);
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`,
  );
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  for (let i = 0; i < pages; i += 1) {
    const content = `BT /F1 36 Tf 72 680 Td (Page ${i + 1}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  const encryptId = objects.length + 1;
  if (options.encrypted)
    objects.push(
      `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -3904 >>`,
    );
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  const encrypt = options.encrypted
    ? ` /Encrypt ${encryptId} 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`
    : '';
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF cut off in the middle: its header says PDF, its objects cannot be read. */
export function damagedPdf(): Buffer {
  const whole = fixturePdf(2);
  return Buffer.concat([whole.subarray(0, 60), Buffer.from('\n4 0 obj\n<< /Type /Pa')]);
}

const FRAME = { width: 16, height: 16 } as const;

/** A little-endian bilevel TIFF of `frames` 16 x 16 frames (one IFD each), a bar across each at its own row. */
export function fixtureTiff(frames: number): Buffer {
  const rowBytes = FRAME.width / 8;
  const stripBytes = rowBytes * FRAME.height;
  const entries = 13;
  const ifdBytes = 2 + entries * 12 + 4;
  const frameBytes = ifdBytes + 16 + stripBytes;
  const out = Buffer.alloc(8 + frames * frameBytes);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(8, 4);
  for (let f = 0; f < frames; f += 1) {
    const ifd = 8 + f * frameBytes;
    const xRes = ifd + ifdBytes;
    const yRes = xRes + 8;
    const strip = yRes + 8;
    const SHORT = 3;
    const LONG = 4;
    const RATIONAL = 5;
    const tags: [number, number, number, number][] = [
      [256, SHORT, 1, FRAME.width],
      [257, SHORT, 1, FRAME.height],
      [258, SHORT, 1, 1],
      [259, SHORT, 1, 1],
      [262, SHORT, 1, 0],
      [273, LONG, 1, strip],
      [277, SHORT, 1, 1],
      [278, SHORT, 1, FRAME.height],
      [279, LONG, 1, stripBytes],
      [282, RATIONAL, 1, xRes],
      [283, RATIONAL, 1, yRes],
      [296, SHORT, 1, 2],
      [297, SHORT, 2, 0],
    ];
    out.writeUInt16LE(entries, ifd);
    tags.forEach(([tag, type, count, value], i) => {
      const at = ifd + 2 + i * 12;
      out.writeUInt16LE(tag, at);
      out.writeUInt16LE(type, at + 2);
      out.writeUInt32LE(count, at + 4);
      if (tag === 297) {
        out.writeUInt16LE(f, at + 8);
        out.writeUInt16LE(frames, at + 10);
      } else if (type === SHORT) out.writeUInt16LE(value, at + 8);
      else out.writeUInt32LE(value, at + 8);
    });
    out.writeUInt32LE(f + 1 < frames ? ifd + frameBytes : 0, ifd + 2 + entries * 12);
    for (const at of [xRes, yRes]) {
      out.writeUInt32LE(300, at);
      out.writeUInt32LE(1, at + 4);
    }
    // WhiteIsZero: a set bit is black. A bar two rows high, lower on each frame.
    const row = (f * 3) % (FRAME.height - 1);
    out.fill(0xff, strip + row * rowBytes, strip + (row + 2) * rowBytes);
  }
  return out;
}

/** What a renamed program looks like: the "MZ" header of a Windows executable. */
export function fakeExecutable(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return bytes;
}
