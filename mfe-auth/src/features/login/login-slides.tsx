import { QueryFailure, SlideShow, useLoginPageSlides, useTranslation } from '@lrp/shared';

/** The login page's slides: how many comes from auth/loginPageSlides. */
export function LoginSlides() {
  const { t } = useTranslation('auth');
  const slides = useLoginPageSlides();
  if (slides.isError) return <QueryFailure title={t('slides.failed')} error={slides.error} onRetry={() => void slides.refetch()} />;
  return <SlideShow count={slides.data ?? 0} />;
}
