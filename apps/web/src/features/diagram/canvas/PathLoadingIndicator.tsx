import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PATH_LOADING_MS } from '../model/constants';

/** Props of PathLoadingIndicator. */
export interface PathLoadingIndicatorProps {
  /** Whether the diagram has arrived from the server. */
  loaded: boolean;
  /** How many relationships the diagram holds. */
  relationships: number;
}

/**
 * The spinner while relationship paths load (spec 2 §2): while the diagram is fetched and, when
 * it has relationships, for the spec's path loading delay after it arrived (spec 2 §9).
 */
export function PathLoadingIndicator({ loaded, relationships }: PathLoadingIndicatorProps) {
  const [settling, setSettling] = useState(true);
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => setSettling(false), PATH_LOADING_MS);
    return () => clearTimeout(timer);
  }, [loaded]);
  if (loaded && (!settling || relationships === 0)) return null;
  return (
    <div
      role="status"
      aria-label="Loading relationship paths"
      data-testid="path-loading"
      style={{ position: 'absolute', top: 20, right: 64, zIndex: 10, pointerEvents: 'none' }}
    >
      <Loader size="sm" aria-hidden />
    </div>
  );
}
