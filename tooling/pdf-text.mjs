// The text of a PDF for tests, read with unpdf (pdf.js): lines top to bottom, the pieces of a line left to right
// with a space where the page leaves a gap, pages ending with a form feed (as poppler's `pdftotext -layout`).
//
// Used two ways: `node tooling/pdf-text.mjs < file.pdf` prints the text (the jest helper runs it in a child
// process, because jest's module sandbox refuses the import() that pdf.js needs); `pdfToText(bytes)` for ESM code.
import { pathToFileURL } from 'node:url';
import { getDocumentProxy } from 'unpdf';

/** Pieces whose baselines are this close (in points) share a line. */
const SAME_LINE = 2;

function pageText(items) {
  const pieces = items
    .filter((item) => typeof item.str === 'string' && item.str !== '')
    .map((item) => ({
      text: item.str,
      x: item.transform[4],
      y: item.transform[5],
      width: item.width,
      size: Math.abs(item.transform[0]) || 10,
    }));
  pieces.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines = [];
  for (const piece of pieces) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - piece.y) <= SAME_LINE) line.pieces.push(piece);
    else lines.push({ y: piece.y, pieces: [piece] });
  }
  return lines
    .map(({ pieces: row }) => {
      row.sort((a, b) => a.x - b.x);
      let text = '';
      let end = null;
      for (const piece of row) {
        const gap = end === null ? 0 : piece.x - end;
        if (
          end !== null &&
          gap > piece.size * 0.15 &&
          !text.endsWith(' ') &&
          !piece.text.startsWith(' ')
        )
          text += ' ';
        text += piece.text;
        end = piece.x + piece.width;
      }
      return text.trimEnd();
    })
    .join('\n');
}

/** The text of every page, each followed by a form feed. */
export async function pdfToText(bytes) {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  let text = '';
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    text += `${pageText((await page.getTextContent()).items)}\n\f`;
  }
  await pdf.cleanup?.();
  return text;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  process.stdout.write(await pdfToText(Buffer.concat(chunks)));
}
