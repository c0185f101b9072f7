/**
 * The server's own messages (what the browser shows verbatim from `message`). Validation rules and their
 * messages live in @lrp/shared/contract; these are the answers only the server can give.
 */
export const MESSAGES = {
  unexpected: 'An unexpected error has occurred.',
  notFound: 'The requested service does not exist.',
  csrf: 'Security check failed. Please reload the page and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to do that.',
  invalidCredentials: 'Invalid username or password.',
  accountLocked: 'Your account is locked. Please contact the county or use Forgot Password.',
  accountInactive: 'Your account is inactive. Please contact the county.',
  registrationPending: 'Your registration is not complete. Please follow the link in the e-mail we sent you.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  badJson: 'The request body is not valid JSON.',
  bodyNotObject: 'The request body must be a JSON object.',
  unsupportedMediaType: 'The request must be sent as JSON.',
  bodyTooLarge: 'The request is too large.',
  databaseDown: 'The database is not available.',
} as const;
