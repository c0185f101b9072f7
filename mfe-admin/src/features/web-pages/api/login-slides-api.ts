import type { LoginSlidesConfig } from '@lrp/contract';
import { uploadFile, useMutation } from '@lrp/shared';

/*
 * Login - Slides' own calls (the group itself is read and saved by the control panel's county-config hooks):
 * POST controlPanel/loginPageSlides/upload adds a picture as the last slide; a slide's picture by its id is
 * GET controlPanel/loginPageSlides/{id}/picture.
 */

/** A slide's picture for the screen's thumbnail (`apiPrefix` is the product configuration's SERVER_URL). */
export const slidePictureUrl = (apiPrefix: string, id: string) =>
  `${apiPrefix}controlPanel/loginPageSlides/${id}/picture`;

/** Uploads one picture; the reply is the slides as stored, the new one last. A refusal is the screen's to show. */
export const useUploadSlide = () =>
  useMutation({
    meta: { showsOwnError: true },
    mutationFn: (file: File) =>
      uploadFile<LoginSlidesConfig>('controlPanel/loginPageSlides/upload', file),
  });
