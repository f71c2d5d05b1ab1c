import type { ToastInput } from './lib/toast/toastStore';

declare global {
  interface Window {
    /** Debugging aid: shows a toast from the console; the end-to-end tests use it too. */
    __relataToast?: (input: ToastInput) => string;
  }
}
