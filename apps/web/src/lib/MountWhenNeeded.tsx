import { useState, type ReactNode } from 'react';

/**
 * Renders its children (an on-demand component, usually: lib/onDemand) from the first time `when`
 * is true on, and keeps them mounted after, so a dialog's code loads when it is first opened and
 * its closing transition still plays.
 */
export function MountWhenNeeded({ when, children }: { when: boolean; children: ReactNode }) {
  const [needed, setNeeded] = useState(when);
  if (when && !needed) setNeeded(true);
  return needed ? children : null;
}
