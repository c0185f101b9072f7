import type { SearchTypeKey } from '@lrp/contract';

/*
 * A saved search's share link: /search/{type}?criteria=<base64url of the criteria's JSON (UTF-8)>. It opens that
 * search's form filled with the criteria; the viewer presses Submit (their own permissions and charges apply).
 */

/** The query parameter that carries the criteria. */
export const CRITERIA_PARAM = 'criteria';

/** Longer than any real search's criteria: a longer parameter is not read. */
const MAX_ENCODED = 8000;

/** The criteria as base64url (no padding) of their JSON in UTF-8. */
export function encodeCriteria(criteria: Record<string, unknown>): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(criteria)))
    binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The criteria a link carries; null for a missing, malformed or oversized parameter, or JSON that is no object. */
export function decodeCriteria(text: string | null | undefined): Record<string, unknown> | null {
  if (!text || text.length > MAX_ENCODED || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The path (under the portal's base) of the link that opens the search's form with these criteria. */
export const shareLinkPath = (type: SearchTypeKey, criteria: Record<string, unknown>) =>
  `/search/${type}?${CRITERIA_PARAM}=${encodeCriteria(criteria)}`;
