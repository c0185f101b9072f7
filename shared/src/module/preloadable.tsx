import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * A component whose code is downloaded on first use, like React.lazy, that start-up can also load before the
 * first render (`preload`). A page loaded that way is drawn at once: React.lazy always shows its loader on the
 * first render, and React then holds the page back for up to 300 ms after a loader was shown.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // the next render tries again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Decided once per mount: switching from the lazy wrapper to the loaded component would remount the page.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
}
