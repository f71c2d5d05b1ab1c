import { useEffect, useRef, type FocusEvent, type RefObject } from 'react';
import { useStore } from 'zustand';
import { toastStore } from '../../lib/toast/toast';
import { TOAST_MAX_VISIBLE } from '../../lib/toast/toastStore';
import { ToastCard } from './ToastCard';
import classes from './ToastStack.module.css';

/**
 * The room the toasts take at the bottom of the screen, a CSS length on the document: the app's
 * frame (AppLayout, PublicLayout) and the pages that fill the screen end above it, so a toast
 * never lies over a control (issue 36, item B12).
 */
export const TOAST_ROOM_VARIABLE = '--relata-toast-room';
/** The stack's distance from the bottom (ToastStack.module.css) and the gap left above it. */
const STACK_BOTTOM_PX = 16;
const STACK_GAP_PX = 8;

/** Keeps TOAST_ROOM_VARIABLE at the stack's height and its margins, 0 without toasts. */
function useToastRoom(stack: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = stack.current;
    if (!el) return;
    const root = document.documentElement.style;
    // Measured only when the stack changes size (a toast comes or goes), never per frame.
    const observer = new ResizeObserver(() => {
      const height = el.offsetHeight;
      root.setProperty(
        TOAST_ROOM_VARIABLE,
        height > 0 ? `${height + STACK_BOTTOM_PX + STACK_GAP_PX}px` : '0px',
      );
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty(TOAST_ROOM_VARIABLE);
    };
  }, [stack]);
}

/**
 * The toast stack (spec 1 §2): newest on top, at most three visible, at the bottom centre of the
 * screen in room of its own (useToastRoom). Pointer or keyboard focus inside pauses every timer;
 * leaving restarts them.
 */
export function ToastStack() {
  const toasts = useStore(toastStore, (s) => s.toasts);
  const stack = useRef<HTMLElement>(null);
  useToastRoom(stack);
  const { pause, resume, dismiss } = toastStore.getState();
  const visible = toasts.slice(0, TOAST_MAX_VISIBLE);
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) resume();
  };
  return (
    <section
      ref={stack}
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
