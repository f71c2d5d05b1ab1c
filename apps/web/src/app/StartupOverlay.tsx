import { Loader } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useSession } from '../lib/session/useSession';
import { RelataLogo } from '../ui/RelataLogo';
import classes from './StartupOverlay.module.css';

/** The overlay hides this long after the session is first known (spec 1 §4, §9). */
export const STARTUP_OVERLAY_HIDE_DELAY_MS = 300;
const FADE_MS = 300;

/**
 * Covers the app at start until the session is known, then fades out once and for all; for a
 * user who asked for reduced motion it goes at once, without the fade (as Mantine's own
 * transitions do: the theme's respectReducedMotion).
 */
export function StartupOverlay() {
  const { isPending } = useSession();
  const reduceMotion = useReducedMotion();
  const [phase, setPhase] = useState<'shown' | 'hiding' | 'gone'>('shown');

  useEffect(() => {
    if (isPending || phase !== 'shown') return;
    const timer = setTimeout(
      () => setPhase(reduceMotion ? 'gone' : 'hiding'),
      STARTUP_OVERLAY_HIDE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [isPending, phase, reduceMotion]);

  useEffect(() => {
    if (phase !== 'hiding') return;
    const timer = setTimeout(() => setPhase('gone'), FADE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'gone') return null;
  return (
    <div
      className={classes.overlay}
      data-hiding={phase === 'hiding' || undefined}
      data-testid="startup-overlay"
      role="progressbar"
      aria-label="Loading Relata"
      aria-busy="true"
    >
      <RelataLogo size={40} />
      <Loader size="md" />
    </div>
  );
}
