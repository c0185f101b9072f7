/** How long before the county's inactivity limit the warning shows: two minutes, or half of a shorter limit. */
export function warningLeadMs(limitMs: number): number {
  return Math.min(2 * 60_000, limitMs / 2);
}

/** When, after the last call the server answered, the warning shows and the session ends. */
export function inactivityDeadlines(
  lastActivityAt: number,
  limitMinutes: number,
): { warnAt: number; endAt: number } {
  const limitMs = limitMinutes * 60_000;
  const endAt = lastActivityAt + limitMs;
  return { warnAt: endAt - warningLeadMs(limitMs), endAt };
}
