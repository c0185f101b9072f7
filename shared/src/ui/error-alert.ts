import { ApiError, apiErrorMessage } from '../api/client';
import { showAlert } from '../store/ui-store';

/**
 * Shows a failed call's message as a warning. A 403 shows nothing: the API client is already sending the
 * person to /login.
 */
export function showErrorAlert(error: unknown, onClose?: () => void): void {
  if (error instanceof ApiError && error.status === 403) return;
  showAlert({ kind: 'warning', message: apiErrorMessage(error), onClose });
}
