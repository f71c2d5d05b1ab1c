import { useState } from 'react';
import { onDemandComponent } from '../../lib/onDemand';
import { useProject, useProjects } from './projectQueries';
import { ProjectSelectorButton } from './ProjectSelectorButton';

/** Props of ProjectSelector. */
export interface ProjectSelectorProps {
  /** The project shown now. */
  projectId: string;
}

/**
 * The button before the drop-down has loaded: it says what it opens (as the combobox's button
 * does, without aria-expanded) and opens it on a click or an arrow key; the combobox then manages it.
 */
function StandIn({ projectId, onOpen }: ProjectSelectorProps & { onOpen?: () => void }) {
  const { data: current } = useProject(projectId);
  return (
    <ProjectSelectorButton
      current={current}
      aria-haspopup="listbox"
      onPointerEnter={() => void ProjectSelectorMenu.preload()}
      onFocus={() => void ProjectSelectorMenu.preload()}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (!onOpen || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
        event.preventDefault();
        onOpen();
      }}
    />
  );
}

// The drop-down (Mantine's Combobox and Popover) loads when the button is first pointed at,
// focused or pressed: a project page starts without it.
const ProjectSelectorMenu = onDemandComponent(
  async () => (await import('./ProjectSelectorMenu')).ProjectSelectorMenu,
  ({ projectId }: ProjectSelectorProps) => <StandIn projectId={projectId} />,
);

/**
 * The project selector (spec 2 §2): the current project's button, which opens the search and
 * the list of projects; choosing one keeps the sub-page.
 */
export function ProjectSelector({ projectId }: ProjectSelectorProps) {
  // The list is read as the drawer shows, so it is there when the drop-down first opens.
  useProjects();
  const [used, setUsed] = useState(false);
  if (used) return <ProjectSelectorMenu projectId={projectId} />;
  return <StandIn projectId={projectId} onOpen={() => setUsed(true)} />;
}
