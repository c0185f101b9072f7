const KEY = 'lrp.returnTo';

/** Remembers where a signed-out user was going, across the reload that follows sign-in. */
export function rememberReturnTo(path: string): void {
  if (path.startsWith('/login') || path === '/') return;
  sessionStorage.setItem(KEY, path);
}

/** The remembered location (and forgets it), or null. */
export function takeReturnTo(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path;
}
