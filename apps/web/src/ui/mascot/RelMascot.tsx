import { ASSISTANT_NAME } from './assistantName';
import classes from './RelMascot.module.css';

/** Props of RelMascot. */
export interface RelMascotProps {
  /** Height in px; the width follows. */
  size?: number;
  /** Rel waves its arm (greetings); otherwise it only floats and blinks. */
  waving?: boolean;
  /**
   * Rel keeps still until the pointer is over it: for a mascot that stays on screen, where an
   * endless animation would keep the page repainting (and the machine busy) for as long as it is open.
   */
  still?: boolean;
}

/**
 * Rel, the assistant's mascot: a friendly database cylinder with a face, drawn in the theme's
 * primary colours. Decorative unless the caller names it.
 */
export function RelMascot({ size = 140, waving = false, still = false }: RelMascotProps) {
  const className = [classes.mascot, waving ? classes.waving : '', still ? classes.still : '']
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      className={className}
      width={(size * 120) / 140}
      height={size}
      viewBox="0 0 120 140"
      role="img"
      aria-label={`${ASSISTANT_NAME}, the Relata assistant`}
    >
      <ellipse cx="60" cy="133" rx="34" ry="5" fill="currentColor" opacity="0.12" />
      <g className={classes.bob}>
        {/* Left arm, resting. */}
        <path
          d="M26 76 Q14 84 12 96"
          stroke="var(--relata-primary-6)"
          strokeWidth="7"
          strokeLinecap="round"
          fill="none"
        />
        {/* Body: a database cylinder with two disk bands. */}
        <path d="M24 38 V108 A36 12 0 0 0 96 108 V38 Z" fill="var(--relata-primary-6)" />
        <path
          d="M24 62 A36 12 0 0 0 96 62 M24 86 A36 12 0 0 0 96 86"
          stroke="var(--relata-primary-8)"
          strokeWidth="2.5"
          fill="none"
          opacity="0.55"
        />
        <ellipse cx="60" cy="38" rx="36" ry="12" fill="var(--relata-primary-3)" />
        <ellipse cx="60" cy="38" rx="24" ry="6" fill="var(--relata-primary-2)" opacity="0.7" />
        {/* Face. */}
        <g className={classes.blink}>
          <circle cx="47" cy="70" r="7.5" fill="#fff" />
          <circle cx="73" cy="70" r="7.5" fill="#fff" />
          <circle cx="48.5" cy="71" r="3.6" fill="#1e2029" />
          <circle cx="74.5" cy="71" r="3.6" fill="#1e2029" />
          <circle cx="50" cy="69.5" r="1.2" fill="#fff" />
          <circle cx="76" cy="69.5" r="1.2" fill="#fff" />
        </g>
        <circle cx="38" cy="82" r="4.5" fill="#ff8fa3" opacity="0.55" />
        <circle cx="82" cy="82" r="4.5" fill="#ff8fa3" opacity="0.55" />
        <path
          d="M50 85 Q60 94 70 85"
          stroke="#1e2029"
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />
        {/* Right arm, the waving one. */}
        <g className={classes.arm}>
          <path
            d="M94 74 Q106 64 110 50"
            stroke="var(--relata-primary-6)"
            strokeWidth="7"
            strokeLinecap="round"
            fill="none"
          />
          <circle cx="110.5" cy="47" r="6" fill="var(--relata-primary-4)" />
        </g>
        {/* A spark above the head: the assistant has ideas. */}
        <path
          d="M96 14 l2.2 5.3 5.3 2.2 -5.3 2.2 -2.2 5.3 -2.2 -5.3 -5.3 -2.2 5.3 -2.2 z"
          fill="var(--relata-link)"
        />
      </g>
    </svg>
  );
}
