import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { projectPath } from '../../../lib/project/projectPath';

/** Whether a key press belongs to something open over the canvas (a menu, a list, a dialog, a field). */
function ownedByControl(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest(
      'input, textarea, [role="dialog"], [role="menu"], [role="listbox"], [aria-expanded="true"]',
    ) !== null
  );
}

/**
 * The way out of a comparison, back to the project's visualizer: Escape (unless a control over
 * the canvas owns the key) and the returned function (the bar's Leave).
 */
export function useLeaveComparison(projectId: string): () => void {
  const navigate = useNavigate();
  const visualizer = `${projectPath(projectId)}/visualizer`;
  useEffect(() => {
    const handleKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !ownedByControl(e.target)) void navigate(visualizer);
    };
    window.addEventListener('keydown', handleKey, { capture: true });
    return () => window.removeEventListener('keydown', handleKey, { capture: true });
  }, [navigate, visualizer]);
  return () => void navigate(visualizer);
}
