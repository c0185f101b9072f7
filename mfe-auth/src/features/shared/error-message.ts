import { ApiError, CLIENT_ERROR_MESSAGES } from '@lrp/shared';

/** What to tell the person about a failed call: the server's message, else the spec's generic text. */
export const errorMessage = (error: unknown) => (error instanceof ApiError ? error.message : CLIENT_ERROR_MESSAGES.noResponse);
