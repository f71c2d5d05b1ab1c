import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { parseMessageLinks } from './model/messageLinks';

/** Props of MessageText. */
export interface MessageTextProps {
  text: string;
}

/** An assistant message with its links live: paths of the app as router links, web addresses in a new tab. */
export function MessageText({ text }: MessageTextProps) {
  const segments = useMemo(() => parseMessageLinks(text, window.location.origin), [text]);
  return (
    <>
      {segments.map((segment, i) => {
        if (segment.kind === 'text') return <span key={i}>{segment.text}</span>;
        return segment.internal ? (
          <Anchor
            key={i}
            component={Link}
            to={segment.href}
            c="var(--relata-link)"
            underline="always"
          >
            {segment.text}
          </Anchor>
        ) : (
          <Anchor
            key={i}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer"
            c="var(--relata-link)"
            underline="always"
          >
            {segment.text}
          </Anchor>
        );
      })}
    </>
  );
}
