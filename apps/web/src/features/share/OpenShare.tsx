import { Button } from '@mantine/core';
import type { ShareInfo } from '@relata/core';
import { useEffect } from 'react';
import { DiagramViewer } from './DiagramViewer';
import { SharedDiagram } from './SharedDiagram';
import { ShareNotice } from './ShareNotice';
import type { SharedProject } from './useShareAccess';
import { useSharedDiagram, type SharedDiagramHandlers } from './useSharedDiagram';

/** Props of OpenShare. */
export interface OpenShareProps extends SharedDiagramHandlers {
  token: string;
  grant: string | undefined;
  info: ShareInfo;
  project: SharedProject;
  embed: boolean;
}

/**
 * An open link's page (issue 41): its diagram, read and kept live, in the read-only visualizer.
 * Its code loads once the link is known to be open (SharePage), the canvas's beside the diagram.
 */
export function OpenShare({
  token,
  grant,
  info,
  project,
  embed,
  onGone,
  onLocked,
}: OpenShareProps) {
  const shared = useSharedDiagram(token, grant, info.live, { onGone, onLocked });
  useEffect(() => void DiagramViewer.preload().catch(() => undefined), []);
  if (shared.failed)
    return (
      <ShareNotice
        title="The diagram could not be loaded"
        detail="Please check your connection and try again."
      >
        <Button onClick={shared.retry}>Try again</Button>
      </ShareNotice>
    );
  return (
    <SharedDiagram
      token={token}
      info={info}
      project={project}
      diagram={shared.diagram}
      embed={embed}
    />
  );
}
