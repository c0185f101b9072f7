import { efileFileCheck, efileFileProblem, efileFormatOf } from './efile-file';

const file = (bytes: number[] | string, name = 'deed.pdf', type = 'application/pdf') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('the e-file file checks', () => {
  it('knows a PDF and both kinds of TIFF by their first bytes, whatever their name', async () => {
    expect(await efileFormatOf(file('%PDF-1.7\n%...', 'scan.tif', 'image/tiff'))).toBe(
      'application/pdf',
    );
    expect(await efileFormatOf(file([0x49, 0x49, 0x2a, 0x00, 8, 0], 'deed.pdf'))).toBe(
      'image/tiff',
    );
    expect(await efileFormatOf(file([0x4d, 0x4d, 0x00, 0x2a, 0, 8], 'deed.TIFF'))).toBe(
      'image/tiff',
    );
  });

  it('refuses anything else: a renamed program, a text, an empty file', async () => {
    expect(await efileFormatOf(file('MZ\x90\x00 program', 'deed.pdf'))).toBeNull();
    expect(await efileFormatOf(file('%PDF', 'deed.pdf'))).toBeNull();
    expect(await efileFormatOf(file('', 'deed.pdf'))).toBeNull();
    expect(await efileFileCheck(file('MZ\x90\x00', 'deed.pdf'))).toBe(
      'Invalid file format; PDF or TIF only.',
    );
    expect(await efileFileCheck(file('%PDF-1.4'))).toBeNull();
  });

  it('asks for a file, and refuses one over 25,000,000 bytes before reading it', async () => {
    expect(efileFileProblem(null)).toBe('Choose a PDF or TIF file.');
    const big = file('%PDF-1.7');
    Object.defineProperty(big, 'size', { value: 25_000_001 });
    expect(efileFileProblem(big)).toBe('Document exceeds the max size of 25MB.');
    const limit = file('%PDF-1.7');
    Object.defineProperty(limit, 'size', { value: 25_000_000 });
    expect(await efileFileCheck(limit)).toBeNull();
  });
});
