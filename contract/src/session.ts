import { message } from './messages';

/**
 * Messages about the session and about failed calls (spec 1 §8, the error catalogue). The server answers
 * `expired` with every 403 of a missing or ended session; the browser shows the rest when a call fails without
 * a message of the server's own.
 */
export const SESSION_MESSAGES = {
  expired: 'Your session has expired. Please log in again.',
  /** The browser ended an idle session at the county's inactivity limit. */
  endedForInactivity: 'You were signed out after a period of inactivity. Please log in again.',
  /** A not-ok answer with the server's message: the alert's wording. */
  serverError: message<{ message: string }>('ERROR: {{message}}'),
  /** A failure the browser describes itself: the alert's prefix. */
  clientError: message<{ message: string }>('Error: {{message}}'),
  /** The server could not be reached (network, time limit). */
  noResponse: 'An unexpected error 101 has occurred.',
  /** An answer that is not the portal's envelope and carries no message. */
  noMessage: 'An unexpected error 102 has occurred.',
  /** An error status without a message of the server's. */
  status: message<{ status: string }>('An unexpected error has occurred [{{status}}].'),
  /** The fallback under every failure the browser describes itself. */
  contactVendor:
    'If this keeps happening, please note the steps that led to it and contact the vendor.',
} as const;
