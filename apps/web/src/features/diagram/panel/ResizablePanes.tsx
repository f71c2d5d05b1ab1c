import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  clampShare,
  FULLSCREEN_BELOW_PX,
  KEYBOARD_SHARE_STEP,
  loadShare,
  shareAtPointer,
  shareKey,
} from '../model/panes';
import classes from './panes.module.css';

/** Props of ResizablePanes. */
export interface ResizablePanesProps {
  /** Names the container under which the widths are saved. */
  id: string;
  main: ReactNode;
  side: ReactNode;
  sideOpen: boolean;
  /** Closes the side pane: the way back to the main pane when the side one fills the screen. */
  onCloseSide: () => void;
}

/**
 * Main and side pane with a divider dragged by pointer or arrow keys: 70/30, each at least 10%,
 * saved per container; below 600 px the side pane fills the screen, with a way back.
 */
export function ResizablePanes({ id, main, side, sideOpen, onCloseSide }: ResizablePanesProps) {
  const box = useRef<HTMLDivElement>(null);
  const [share, setShare] = useState(() => loadShare(localStorage, id));
  const [narrow, setNarrow] = useState(() => window.innerWidth < FULLSCREEN_BELOW_PX);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) =>
      setNarrow((entry?.contentRect.width ?? 1000) < FULLSCREEN_BELOW_PX),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const save = (value: number) => localStorage.setItem(shareKey(id), String(value));
  const startDrag = (e: React.PointerEvent) => {
    const el = box.current;
    if (!el) return;
    e.preventDefault();
    const rect = el.getBoundingClientRect();
    let last = share;
    const move = (ev: PointerEvent) =>
      setShare((last = shareAtPointer(ev.clientX, rect.left, rect.width)));
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      save(last);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };
  const handleKey = (e: KeyboardEvent) => {
    const delta =
      e.key === 'ArrowLeft'
        ? KEYBOARD_SHARE_STEP
        : e.key === 'ArrowRight'
          ? -KEYBOARD_SHARE_STEP
          : 0;
    if (delta === 0) return;
    e.preventDefault();
    const next = clampShare(share + delta);
    setShare(next);
    save(next);
  };
  const fullscreen = sideOpen && narrow;
  const sideWidth = !sideOpen ? 0 : fullscreen ? 100 : share;
  return (
    <div ref={box} className={classes.panes}>
      <div
        className={classes.main}
        style={{ flex: `0 0 ${100 - sideWidth}%`, display: fullscreen ? 'none' : 'block' }}
      >
        {main}
      </div>
      {sideOpen && !narrow && (
        <div
          role="separator"
          tabIndex={0}
          aria-orientation="vertical"
          aria-label="Resize panes"
          aria-valuemin={10}
          aria-valuemax={90}
          aria-valuenow={Math.round(100 - share)}
          className={classes.divider}
          onPointerDown={startDrag}
          onKeyDown={handleKey}
        />
      )}
      {sideOpen && (
        <div className={classes.side} data-testid="side-pane">
          {fullscreen && (
            <Button
              variant="subtle"
              size="xs"
              m={6}
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={onCloseSide}
            >
              Back to canvas
            </Button>
          )}
          {side}
        </div>
      )}
    </div>
  );
}
