import './zod';
import * as z from 'zod/mini';

/*
 * The one rule for an address the portal puts in a link (the county's tax and GIS link templates, the login and
 * home pages' links): http or https to a named host, nothing else. `javascript:`, `data:`, `vbscript:` and the
 * like would run in the portal's page or show content the county never wrote when the link is followed.
 */

export const WEB_ADDRESS_MESSAGE = 'Enter a web address that starts with http:// or https://.';

/** Whether `value` is an http or https address with a host (surrounding blanks aside). */
export function isWebAddress(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\/[^/]/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A setting that holds a web address, or blank for none; at most `max` characters. */
export const optionalWebAddressSchema = (max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max),
    z.refine((v) => v === '' || v.length > max || isWebAddress(v), WEB_ADDRESS_MESSAGE),
  );
