import { ApiError, apiErrorAlertText } from '../api/client';
import { showAlert } from '../store/ui-store';

/** A 403: the session is gone and the API client is already sending the person to /login. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * Shows a failed call as the error alert in the wording of spec 1 §8 ("ERROR: " and the server's message, or
 * "Error: " and the generic text with the advice to contact the vendor). A 403 shows nothing: the person is on
 * their way to /login, where the reason is shown.
 */
export function showErrorAlert(error: unknown, onClose?: () => void): void {
  if (isForbidden(error)) return;
  showAlert({ kind: 'warning', message: apiErrorAlertText(error), onClose });
}
