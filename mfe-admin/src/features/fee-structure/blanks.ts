/** The named fields of `values` that are blank ('' or missing), as 0: what a switched-off field saves. */
export function zeroBlanks<T extends object, K extends keyof T>(
  values: T,
  keys: readonly K[],
): Partial<T> {
  const out: Partial<T> = {};
  for (const key of keys) {
    const value = values[key] as unknown;
    if (value === '' || value === undefined || value === null) out[key] = 0 as T[K];
  }
  return out;
}
