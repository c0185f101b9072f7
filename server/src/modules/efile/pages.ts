import { EFILE_LIMITS, type EfileFormat } from '@lrp/contract';
import sharp from 'sharp';
import type { CpuPool } from '../../lib/cpu-pool';

/** An e-filed document's pages, or why they cannot be counted (each one of EFILE_MESSAGES). */
export type PageCount =
  { kind: 'ok'; pages: number } | { kind: 'encrypted' | 'damaged' | 'noPages' | 'tooManyPages' };

/** A TIFF's frames, as the image library reads its directory (no picture is decoded). */
async function tiffPages(file: string): Promise<PageCount> {
  try {
    const meta = await sharp(file).metadata();
    if (meta.format !== 'tiff') return { kind: 'damaged' };
    return { kind: 'ok', pages: meta.pages ?? 1 };
  } catch {
    return { kind: 'damaged' };
  }
}

/**
 * Counts the pages of a stored upload from its content: a PDF's pages (pdf-lib, in the CPU pool), a TIFF's frames
 * (sharp). A protected PDF, a file the parser cannot read, none or too many pages are refusals.
 */
export async function countPages(
  cpu: CpuPool,
  file: string,
  format: EfileFormat,
): Promise<PageCount> {
  const counted =
    format === 'application/pdf' ? await cpu.run('efilePdfPages', file) : await tiffPages(file);
  if (counted.kind !== 'ok') return counted;
  if (counted.pages < 1) return { kind: 'noPages' };
  if (counted.pages > EFILE_LIMITS.maxPages) return { kind: 'tooManyPages' };
  return counted;
}
