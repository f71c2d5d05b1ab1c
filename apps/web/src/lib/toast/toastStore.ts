import { createStore, type StoreApi } from 'zustand/vanilla';

/** Toast kinds of spec 1 §2: info and error (a success is shown as info). */
export type ToastType = 'info' | 'error';

/** What a caller passes to `toast.show`. */
export interface ToastInput {
  title: string;
  message?: string;
  type?: ToastType;
  actionLabel?: string;
  actionFn?: () => void;
  /** Milliseconds until the toast dismisses itself; 0 keeps it until closed. */
  duration?: number;
}

/** One toast in the stack (spec 1 §3 "Toast"). */
export interface Toast extends Required<Pick<ToastInput, 'title' | 'type' | 'duration'>> {
  id: string;
  message?: string;
  actionLabel?: string;
  actionFn?: () => void;
  createdAt: number;
  /** Playing its leave animation; it still holds its place until removed. */
  leaving: boolean;
}

/** Default lifetime of a toast (spec 1 §9). */
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** At most this many toasts are visible; older ones wait below the fold (spec 1 §2: "about 3"). */
export const TOAST_MAX_VISIBLE = 3;
/** Beyond this many, the oldest waiting toasts are dropped so that a burst cannot queue forever. */
export const TOAST_MAX_KEPT = 10;
/** Length of the enter and leave animation (spec 1 §2: 0.3 s). */
export const TOAST_ANIMATION_MS = 300;

/** The toast stack's state and commands. */
export interface ToastState {
  /** Newest first; the first TOAST_MAX_VISIBLE are shown. */
  toasts: Toast[];
  paused: boolean;
  show: (input: ToastInput) => string;
  dismiss: (id: string) => void;
  /** Stops every timer (pointer or focus inside the stack). */
  pause: () => void;
  /** Restarts the timers of the visible toasts with their full duration. */
  resume: () => void;
}

/** Creates a toast stack; the app uses one (`toastStore`), tests make their own. */
export function createToastStore(): StoreApi<ToastState> {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  let counter = 0;

  const clearTimer = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };

  return createStore<ToastState>()((set, get) => {
    /** Visible toasts count down; waiting ones are held until a place frees up. */
    const syncTimers = () => {
      const { toasts, paused } = get();
      toasts.forEach((t, index) => {
        const counting = !paused && !t.leaving && t.duration > 0 && index < TOAST_MAX_VISIBLE;
        if (!counting) clearTimer(t.id);
        else if (!timers.has(t.id))
          timers.set(
            t.id,
            setTimeout(() => get().dismiss(t.id), t.duration),
          );
      });
    };

    const remove = (id: string) => {
      clearTimer(id);
      set({ toasts: get().toasts.filter((t) => t.id !== id) });
      syncTimers();
    };

    return {
      toasts: [],
      paused: false,
      show: (input) => {
        // The same message again while it shows (a failed load reported by two screens, a
        // retried request) keeps the one toast on top with a fresh timer instead of stacking a
        // copy. A toast with an action (Undo) is always its own: each undoes something else.
        const type = input.type ?? 'info';
        const same = input.actionLabel
          ? undefined
          : get().toasts.find(
              (t) =>
                !t.leaving &&
                !t.actionLabel &&
                t.type === type &&
                t.title === input.title &&
                t.message === input.message,
            );
        if (same) {
          clearTimer(same.id);
          set({ toasts: [same, ...get().toasts.filter((t) => t !== same)] });
          syncTimers();
          return same.id;
        }
        counter += 1;
        const toast: Toast = {
          ...input,
          type,
          duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
          id: `toast-${counter}`,
          createdAt: Date.now(),
          leaving: false,
        };
        const toasts = [toast, ...get().toasts];
        toasts.slice(TOAST_MAX_KEPT).forEach((t) => clearTimer(t.id));
        set({ toasts: toasts.slice(0, TOAST_MAX_KEPT) });
        syncTimers();
        return toast.id;
      },
      dismiss: (id) => {
        const target = get().toasts.find((t) => t.id === id);
        if (!target || target.leaving) return;
        clearTimer(id);
        set({ toasts: get().toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)) });
        setTimeout(() => remove(id), TOAST_ANIMATION_MS);
      },
      pause: () => {
        set({ paused: true });
        syncTimers();
      },
      resume: () => {
        set({ paused: false });
        syncTimers();
      },
    };
  });
}
