import { useEffect, useState } from 'react';
import { onDemandComponent } from '../../lib/onDemand';
import { AssistantButton } from './AssistantButton';
import classes from './AssistantDock.module.css';

/** Rel's button before the chat has loaded: it says what it opens; the panel then manages it. */
function StandIn({ onOpen }: { onOpen?: () => void }) {
  return (
    <AssistantButton
      open={false}
      onPointerEnter={() => void AssistantPanel.preload()}
      onFocus={() => void AssistantPanel.preload()}
      onClick={onOpen}
    />
  );
}

// The chat (the conversation, its request and answer contract, the messages and the input) loads
// when the button is first pointed at, focused or pressed: a project page starts without it.
const AssistantPanel = onDemandComponent(
  async () => (await import('./AssistantPanel')).AssistantPanel,
  () => <StandIn />,
);

/**
 * The room Rel's button takes at the bottom right (60 px, 20 px from the edge, and a gap), a CSS
 * length on the document while the button is mounted: a panel there (the visualizer's side
 * panel) ends above it, so the button never lies over its controls (issue 36, item B12). The
 * button shows from 700 px wide only; a panel reserves the room from there.
 */
export const ASSISTANT_ROOM_VARIABLE = '--relata-assistant-room';
const ASSISTANT_ROOM = '96px';

/**
 * The project assistant (spec 2 §2, §4): Rel's floating button at the bottom right, shown from
 * 700 px wide, that opens the chat. The first press mounts the panel, open, which then stays
 * mounted, so the conversation lasts while the user stays in the project. Mounted by the project
 * shell.
 */
export function AssistantDock() {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(ASSISTANT_ROOM_VARIABLE, ASSISTANT_ROOM);
    return () => {
      root.removeProperty(ASSISTANT_ROOM_VARIABLE);
    };
  }, []);
  return (
    <div className={classes.dock} data-testid="assistant-dock">
      {used ? <AssistantPanel /> : <StandIn onOpen={() => setUsed(true)} />}
    </div>
  );
}
