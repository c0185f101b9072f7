import { codedGroup, LOGIN_SLIDE_LIMITS, SLIDE_MESSAGES } from '@lrp/contract';
import sharp, { type Metadata } from 'sharp';

/** What an upload became: the login page's picture, or why it was refused (one of SLIDE_MESSAGES). */
export type SlidePictureResult =
  | { ok: true; picture: { contentType: string; data: Buffer; width: number; height: number } }
  | { ok: false; refusal: 'notAPicture' | 'tooSmall'; width?: number; height?: number };

/** The formats the image library must find in the bytes (whatever the file's name or declared type says). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/** A picture larger than this many pixels is refused unread (a "decompression bomb" would fill the memory). */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Makes an upload into a slide (docs/decisions.md "Login slides"): the bytes must be a JPEG, PNG or WebP picture
 * of at least 600 x 250 pixels once turned upright; it is turned by its camera orientation, cut to the login
 * page's 12:5 frame around its most interesting part, scaled to 1200 x 500 and written as WebP. What the camera
 * recorded (place, time, device) is not copied.
 */
export async function makeSlidePicture(bytes: Buffer): Promise<SlidePictureResult> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return { ok: false, refusal: 'notAPicture' };
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) return { ok: false, refusal: 'notAPicture' };
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (width < LOGIN_SLIDE_LIMITS.minWidth || height < LOGIN_SLIDE_LIMITS.minHeight)
    return { ok: false, refusal: 'tooSmall', width, height };
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize(LOGIN_SLIDE_LIMITS.width, LOGIN_SLIDE_LIMITS.height, {
        fit: 'cover',
        position: sharp.strategy.attention,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      picture: { contentType: 'image/webp', data, width: info.width, height: info.height },
    };
  } catch {
    // The header read, but the picture's data is broken (a truncated file).
    return { ok: false, refusal: 'notAPicture' };
  }
}

/** Login - Slides' answers, coded by the catalog's `slides` group. */
export const SLIDES = codedGroup('slides', SLIDE_MESSAGES);

/** The refusal's message, for a field error. */
export const refusalMessage = (result: Extract<SlidePictureResult, { ok: false }>) =>
  result.refusal === 'tooSmall'
    ? SLIDES.tooSmall({ width: result.width ?? 0, height: result.height ?? 0 })
    : SLIDES.notAPicture;
