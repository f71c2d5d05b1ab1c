import type { FocusEvent } from 'react';
import { useStore } from 'zustand';
import { toastStore } from '../../lib/toast/toast';
import { TOAST_MAX_VISIBLE } from '../../lib/toast/toastStore';
import { ToastCard } from './ToastCard';
import classes from './ToastStack.module.css';

/**
 * The toast stack (spec 1 §2): newest on top, at most three visible. Pointer or keyboard focus
 * inside pauses every timer; leaving restarts them.
 */
export function ToastStack() {
  const toasts = useStore(toastStore, (s) => s.toasts);
  const { pause, resume, dismiss } = toastStore.getState();
  const visible = toasts.slice(0, TOAST_MAX_VISIBLE);
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) resume();
  };
  return (
    <section
      className={classes.stack}
      aria-label="Status messages"
      role="status"
      aria-live="polite"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={handleBlur}
    >
      {visible.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </section>
  );
}
