import { fetchLoginPageSlides, SlideShow } from '@lrp/shared';
import { useEffect, useState } from 'react';

/** The login page's slides: how many comes from auth/loginPageSlides; a failure shows none. */
export function LoginSlides() {
  const [count, setCount] = useState(0);
  useEffect(() => {
    fetchLoginPageSlides()
      .then(({ content }) => setCount(content.numberOfSlides))
      .catch(() => setCount(0));
  }, []);
  return <SlideShow count={count} />;
}
