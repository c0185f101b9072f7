import { ApiError, apiErrorAlertText, apiErrorMessage } from '../api/client';
import { showAlert } from '../store/ui-store';

/** A 403: the session is gone and the API client is already sending the person to /login. */
export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * Shows a failed call as the error alert in the wording of spec 1 §8 ("ERROR: " and the server's message, or
 * "Error: " and the generic text with the advice to contact the vendor); `asServerSays` shows a server message
 * without the prefix. A 403 shows nothing: the person is on their way to /login, where the reason is shown.
 */
export function showErrorAlert(
  error: unknown,
  onClose?: () => void,
  options: { asServerSays?: boolean } = {},
): void {
  if (isForbidden(error)) return;
  // The registration and recovery screens show the server's own message as it is (spec 1 §2, §8).
  const plain = options.asServerSays && error instanceof ApiError && error.fromServer;
  showAlert({
    kind: 'warning',
    message: plain ? apiErrorMessage(error) : apiErrorAlertText(error),
    onClose,
  });
}
