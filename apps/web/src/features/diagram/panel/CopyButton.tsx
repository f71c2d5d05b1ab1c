import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { COPY_FEEDBACK_MS } from '../model/constants';

/** Copies a text to the clipboard and says "Copied!" for 3 s (spec 2 §9). */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <Button
      variant="light"
      onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}
    >
      {copied ? 'Copied!' : 'Copy'}
    </Button>
  );
}
