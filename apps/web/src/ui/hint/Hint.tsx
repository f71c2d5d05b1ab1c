import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import classes from './Hint.module.css';
import { hintPosition, type HintSide } from './hintPosition';

/** The handlers a hint adds to its control, chained after the control's own. */
interface ControlProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface HintProps {
  /** The text shown: for an icon button, its accessible name, so what is seen can be said. */
  label: ReactNode;
  /** The one control the hint belongs to; it must pass the pointer and focus handlers on. */
  children: ReactElement<ControlProps>;
  side?: HintSide;
  disabled?: boolean;
}

/**
 * A short label shown while the pointer is on a control or the keyboard has focused it, gone
 * when it leaves or on Escape. Mantine's Tooltip looks the same but brings floating-ui (15 KB
 * of gzip) into every page's first load; a hint needs only to sit above or beside its control.
 */
export function Hint({ label, children, side = 'top', disabled = false }: HintProps) {
  const [control, setControl] = useState<HTMLElement | null>(null);
  const own = children.props;
  const show = (element: HTMLElement) => !disabled && setControl(element);
  const hide = useCallback(() => setControl(null), []);
  return (
    <>
      {cloneElement(children, {
        onPointerEnter: (event) => {
          own.onPointerEnter?.(event);
          if (event.pointerType !== 'touch') show(event.currentTarget);
        },
        onPointerLeave: (event) => {
          own.onPointerLeave?.(event);
          hide();
        },
        onFocus: (event) => {
          own.onFocus?.(event);
          if (focusVisible(event.currentTarget)) show(event.currentTarget);
        },
        onBlur: (event) => {
          own.onBlur?.(event);
          hide();
        },
      })}
      {control && !disabled && (
        <HintBubble label={label} control={control} side={side} onDismiss={hide} />
      )}
    </>
  );
}

/** Whether a control was focused from the keyboard (a click's focus shows no hint). */
function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine that does not know the selector: show the hint on every focus.
    return true;
  }
}

/** The shown hint, in the body so no clipping parent cuts it, placed once it has a size. */
function HintBubble({
  label,
  control,
  side,
  onDismiss,
}: {
  label: ReactNode;
  control: HTMLElement;
  side: HintSide;
  onDismiss: () => void;
}) {
  const id = useId();
  const bubble = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number }>();
  useLayoutEffect(() => {
    const element = bubble.current;
    if (!element) return;
    const box = control.getBoundingClientRect();
    setPlace(
      hintPosition(
        side,
        { left: box.left, top: box.top, width: box.width, height: box.height },
        { width: element.offsetWidth, height: element.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }, [control, side, label]);
  useEffect(() => {
    // Escape dismisses the hint (WCAG 1.4.13); the key goes on to the page's own handlers.
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onDismiss();
    // A control that moves (the canvas pans, the page scrolls) leaves its hint behind: drop it.
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onDismiss, true);
    window.addEventListener('wheel', onDismiss, { passive: true });
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onDismiss, true);
      window.removeEventListener('wheel', onDismiss);
    };
  }, [onDismiss]);
  return createPortal(
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      className={classes.hint}
      style={place ? { left: place.left, top: place.top } : { left: 0, top: 0, opacity: 0 }}
    >
      {label}
    </div>,
    document.body,
  );
}
