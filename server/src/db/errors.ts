/**
 * The SQLSTATE of a failed statement ('23505', 'LRPCM'), wherever the driver and drizzle put it: drizzle wraps the
 * driver's error in its own, the driver's is its `cause`.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}
