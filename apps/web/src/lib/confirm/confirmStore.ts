import { createStore } from 'zustand/vanilla';

/** The three confirmation dialogs of spec 1 §2. */
export type ConfirmKind = 'leave' | 'delete' | 'confirm';

/** What a caller asks: `confirm({ kind: 'delete', title, message, confirmLabel: 'Delete Project' })`. */
export interface ConfirmOptions {
  kind: ConfirmKind;
  title: string;
  message: string;
  /** Label of the confirming button of a delete dialog (default "Delete"). */
  confirmLabel?: string;
  /** False disables Escape, the close button and outside clicks (default true). */
  closable?: boolean;
  /** Withdraws the question when aborted: it leaves the screen unanswered and resolves false. */
  signal?: AbortSignal;
}

/** A question waiting for the user's answer. */
export interface PendingConfirm extends ConfirmOptions {
  id: number;
  resolve: (confirmed: boolean) => void;
}

/** The buttons a kind shows; `cancel` is null when the dialog only acknowledges. */
export interface ConfirmButtons {
  cancel: string | null;
  confirm: string;
  danger: boolean;
}

/** Leave: Cancel/Leave; delete: Cancel/Delete (or a custom label); confirm: OK. */
export function confirmButtons(kind: ConfirmKind, confirmLabel?: string): ConfirmButtons {
  switch (kind) {
    case 'leave':
      return { cancel: 'Cancel', confirm: 'Leave', danger: true };
    case 'delete':
      return { cancel: 'Cancel', confirm: confirmLabel ?? 'Delete', danger: true };
    case 'confirm':
      return { cancel: null, confirm: 'OK', danger: false };
  }
}

interface ConfirmState {
  /** Questions in the order asked; the first one is on screen. */
  queue: PendingConfirm[];
}

/** The pending questions, rendered one at a time by `ConfirmDialog`. */
export const confirmStore = createStore<ConfirmState>()(() => ({ queue: [] }));

let nextId = 1;

/**
 * Asks the user in a modal dialog; resolves true when they confirm, false otherwise (or when
 * `signal` withdraws the question first).
 */
export function confirm({ signal, ...options }: ConfirmOptions): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const pending: PendingConfirm = { closable: true, ...options, id: nextId++, resolve };
    confirmStore.setState((s) => ({ queue: [...s.queue, pending] }));
    signal?.addEventListener('abort', () => settleConfirm(pending.id, false), { once: true });
  });
}

/** Answers the question with this id and shows the next one, if any. */
export function settleConfirm(id: number, confirmed: boolean): void {
  const pending = confirmStore.getState().queue.find((p) => p.id === id);
  if (!pending) return;
  confirmStore.setState((s) => ({ queue: s.queue.filter((p) => p.id !== id) }));
  pending.resolve(confirmed);
}
