import { ApiError } from '../api/client';
import { translateCoded, translateMessage, type Coded } from '../i18n/messages';

/**
 * A refusal's messages per field (a 400 or 429 with `content.fieldMessages`), in the user's language, for a form
 * to show on its fields; null when the failure names no field.
 */
export function apiFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.fromServer) return null;
  const content = error.content as {
    fieldMessages?: Record<string, Coded>;
    fieldErrors?: Record<string, string>;
  } | null;
  if (content?.fieldMessages)
    return Object.fromEntries(
      Object.entries(content.fieldMessages).map(([field, coded]) => [field, translateCoded(coded)]),
    );
  if (content?.fieldErrors)
    return Object.fromEntries(
      Object.entries(content.fieldErrors).map(([field, text]) => [field, translateMessage(text)]),
    );
  return null;
}
