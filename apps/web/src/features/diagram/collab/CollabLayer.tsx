import { Avatar, Paper, Text } from '@mantine/core';
import { ViewportPortal } from '@xyflow/react';
import { useEffect, useState } from 'react';
import { activePresence, cursorVisible } from '../model/cursors';
import { useEditor } from '../store/editorStore';
import { useCollaboration } from './useCollaboration';
import { avatarMantineColor } from '../../../ui/avatar/avatarModel';
import { personAvatar } from '../../../ui/avatar/personAvatar';
import { Hint } from '../../../ui/hint/Hint';

/** Others' cursors (name and colour, hidden after 2 s still) and the list of who is here now. */
export function CollabLayer({ projectId }: { projectId: string }) {
  const readOnly = useEditor((s) => s.readOnly);
  const { cursors, present, sendPointer, self } = useCollaboration(projectId, readOnly);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(t);
  }, []);
  useEffect(() => {
    const handleMove = (e: PointerEvent) => {
      if ((e.target as Element | null)?.closest('[data-testid="diagram-canvas"]'))
        sendPointer(e.clientX, e.clientY);
    };
    window.addEventListener('pointermove', handleMove);
    return () => window.removeEventListener('pointermove', handleMove);
  });
  const people = [{ ...self, seenAt: now }, ...activePresence(present, now)].filter(
    (p) => p.userId,
  );
  return (
    <>
      <ViewportPortal>
        {[...cursors.values()]
          .filter((c) => cursorVisible(c, now))
          .map((c) => (
            <div
              key={c.userId}
              data-testid="remote-cursor"
              style={{
                position: 'absolute',
                transform: `translate(${c.x}px, ${c.y}px)`,
                pointerEvents: 'none',
                zIndex: 1000,
              }}
            >
              <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden>
                <path
                  d="M1 1 L1 15 L5 11 L9 17 L11 16 L7 10 L13 10 Z"
                  fill={c.color}
                  stroke="#000"
                  strokeWidth="1"
                />
              </svg>
              <span
                style={{
                  background: c.color,
                  color: '#000',
                  fontSize: 12,
                  padding: '1px 6px',
                  borderRadius: 4,
                  whiteSpace: 'nowrap',
                }}
              >
                {c.username}
              </span>
            </div>
          ))}
      </ViewportPortal>
      <Paper
        shadow="sm"
        p={4}
        radius="md"
        style={{
          position: 'absolute',
          bottom: 12,
          left: 12,
          zIndex: 10,
          display: 'flex',
          gap: 4,
          alignItems: 'center',
        }}
        aria-label="People in the diagram"
        data-testid="presence"
      >
        <Text size="xs" c="dimmed" px={4}>
          Here now
        </Text>
        {people.map((p) => {
          // As the person's avatar is everywhere else; the ring is their cursor's colour.
          const face = personAvatar(p.username);
          return (
            <Hint key={p.userId} label={p.username}>
              <Avatar
                size="sm"
                radius="xl"
                variant="filled"
                color={avatarMantineColor(face.color)}
                style={{ border: `2px solid ${p.color}` }}
                aria-label={p.username}
              >
                {face.initials}
              </Avatar>
            </Hint>
          );
        })}
      </Paper>
    </>
  );
}
