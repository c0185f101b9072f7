import './zod';
import * as z from 'zod/mini';
import { message } from './messages';
import { LOGIN_SLIDES_MAX } from './reference-constants';

/*
 * Web Pages > Login - Slides (spec 3 §2.3, §9: 1 to 6 slides). The spec does not show how pictures are supplied;
 * the portal's way (docs/decisions.md "Login slides"): an upload (POST controlPanel/loginPageSlides/upload, the
 * picture's bytes as the body) is checked by its content, made a 1200 x 500 picture by the server's image library
 * and added after the last slide at once; the order and removals are the screen's form, saved with Save (POST
 * controlPanel/countyConfig/loginPageSlides with the slides in their new order: one left out is removed).
 */

export const LOGIN_SLIDE_LIMITS = {
  /** The most slides, and the fewest (the login page always has one). */
  max: LOGIN_SLIDES_MAX,
  min: 1,
  /** The largest upload: a camera's picture fits. */
  uploadBytes: 15 * 1024 * 1024,
  /** The smallest picture that still looks sharp on the login page (half the slide's size). */
  minWidth: 600,
  minHeight: 250,
  /** What every upload becomes: the login page's 12:5 frame. */
  width: 1200,
  height: 500,
  /** The upload's file name as kept (shown to the staff). */
  fileName: 200,
} as const;

/** The picture formats an upload may be (read from its content, never from its name). */
export const LOGIN_SLIDE_FORMATS = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Login - Slides' rules and the server's answers (catalog group `slides`). */
export const SLIDE_MESSAGES = {
  slideLimit: "There's a limit of 6 slides.",
  slideMinimum: 'The login page needs at least one slide.',
  notAPicture: 'This file is not a JPEG, PNG or WebP picture.',
  tooLarge: 'The picture is larger than 15 MB.',
  tooSmall: message<{ width: number; height: number }>(
    'The picture is {{width}} × {{height}} pixels; a slide needs at least 600 × 250.',
  ),
  unknownSlide: 'A slide in this list was removed meanwhile; reload the screen.',
  duplicateSlide: 'A slide appears twice in the list.',
  uploaded: message<{ name: string }>('{{name}} was added as the last slide.'),
} as const;

/** A slide as the control panel lists it. */
const count = (max: number) => z.int().check(z.minimum(0), z.maximum(max));

export const loginSlideSchema = z.object({
  id: z.uuid().check(z.maxLength(36)),
  fileName: z.string().check(z.maxLength(LOGIN_SLIDE_LIMITS.fileName)),
  contentType: z.string().check(z.maxLength(40)),
  width: count(100_000),
  height: count(100_000),
  bytes: count(LOGIN_SLIDE_LIMITS.uploadBytes),
});
export type LoginSlide = z.infer<typeof loginSlideSchema>;

/**
 * The group: GET's reply and POST's body (the slides in the order the login page will show them; one left out is
 * removed). `numberOfSlides` is the server's count and is ignored in a body.
 */
export const loginSlidesConfigSchema = z.object({
  numberOfSlides: z.optional(count(LOGIN_SLIDE_LIMITS.max)),
  slides: z.array(loginSlideSchema).check(
    z.minLength(LOGIN_SLIDE_LIMITS.min, SLIDE_MESSAGES.slideMinimum),
    z.maxLength(LOGIN_SLIDE_LIMITS.max, SLIDE_MESSAGES.slideLimit),
    z.refine(
      (slides) => new Set(slides.map((s) => s.id)).size === slides.length,
      SLIDE_MESSAGES.duplicateSlide,
    ),
  ),
});
export type LoginSlidesConfig = z.infer<typeof loginSlidesConfigSchema>;
