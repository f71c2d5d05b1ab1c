import { Group, Text } from '@mantine/core';

/** Props of RelataLogo. */
export interface RelataLogoProps {
  /** Height of the mark in px; the word scales with it. */
  size?: number;
}

/** The Relata mark (two related tables) and name. */
export function RelataLogo({ size = 28 }: RelataLogoProps) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect
          x="1"
          y="1"
          width="22"
          height="22"
          rx="6"
          fill="var(--mantine-primary-color-filled)"
        />
        <rect x="4.5" y="5" width="8" height="5.5" rx="1.3" fill="#fff" />
        <rect x="11.5" y="13.5" width="8" height="5.5" rx="1.3" fill="#fff" fillOpacity="0.85" />
        <path
          d="M8.5 10.5v5.75h3"
          stroke="#fff"
          strokeWidth="1.6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <Text component="span" fw={700} fz={size * 0.7} lh={1} c="var(--mantine-color-bright)">
        Relata
      </Text>
    </Group>
  );
}
