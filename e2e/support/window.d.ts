import type * as AxeCore from 'axe-core';

declare global {
  interface Window {
    /** The web app's debugging aid that shows a toast (apps/web/src/main.tsx). */
    __relataToast?: (input: {
      title: string;
      message?: string;
      type?: 'info' | 'error';
      duration?: number;
    }) => string;
    /** axe-core, once e2e/support/axe.ts has put it into the page. */
    axe?: typeof AxeCore;
  }
}
