import type { Project } from '@relata/core';
import { useOutletContext } from 'react-router';

/** The loaded project a page below the project shell shows; the shell renders pages only once it is loaded. */
export function useProjectContext(): Project {
  return useOutletContext<Project>();
}
