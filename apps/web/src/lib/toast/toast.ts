import { errorMessage } from '../api/ApiError';
import { createToastStore, type ToastInput } from './toastStore';

/** The app's one toast stack, rendered by `ToastStack`. */
export const toastStore = createToastStore();

/** Shows and dismisses toasts from anywhere: `toast.show({ title: 'Saved' })`. */
export const toast = {
  show: (input: ToastInput): string => toastStore.getState().show(input),
  dismiss: (id: string): void => toastStore.getState().dismiss(id),
};

/** Fallback text when an error carries no message (spec 1 §8). */
export const GENERIC_ERROR_MESSAGE = 'An error occurred';

/** Logs a failed request and shows it as the toast "Error" with its message (spec 1 §8). */
export function showApiError(error: unknown): void {
  console.error(error);
  const message = errorMessage(error);
  toast.show({
    title: 'Error',
    message: message === '' ? GENERIC_ERROR_MESSAGE : message,
    type: 'error',
  });
}
