import { SlideShow, useLoginPageSlides } from '@lrp/shared';

/** The login page's slides: how many comes from auth/loginPageSlides (a failure is ignored: spec 1 §7). */
export function LoginSlides() {
  const slides = useLoginPageSlides();
  return <SlideShow count={slides.data ?? 0} />;
}
