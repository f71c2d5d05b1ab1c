import { ActionIcon } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useWireDispatcher } from '../actions/dispatch';
import { wireActions } from '../actions/registry';
import type { Wire } from '../model/types';
import { useWireEditor } from '../store/editorStore';
import classes from './canvas.module.css';
import { Hint } from '../../../ui/hint/Hint';

/** Props of SurfaceLabel. */
export interface SurfaceLabelProps {
  wire: Wire;
}

/** A surface's name and lock button above it, the same size at every zoom; not exported. */
export function SurfaceLabel({ wire }: SurfaceLabelProps) {
  const zoom = useWireEditor((s) => s.viewport.zoom);
  const readOnly = useWireEditor((s) => s.readOnly);
  const { dispatch } = useWireDispatcher();
  const locked = wire.properties.locked === true;
  const label = `${locked ? 'Unlock' : 'Lock'} ${wire.name}`;
  return (
    <div
      className={classes.surfaceLabel}
      style={{ transform: `scale(${1 / zoom})` }}
      data-export-ignore="true"
    >
      <span className={classes.surfaceName}>
        {wire.name} · {wire.width} × {wire.height}
      </span>
      {readOnly ? (
        locked && <IconLock size={14} aria-label="Locked" />
      ) : (
        <Hint label={label}>
          <ActionIcon
            size="sm"
            variant={locked ? 'filled' : 'subtle'}
            aria-label={label}
            aria-pressed={locked}
            onPointerDown={(e) => e.stopPropagation()}
            onClick={() =>
              dispatch(locked ? wireActions.unlock : wireActions.lock, {
                target: { kind: 'component', id: wire.id },
              })
            }
          >
            {locked ? <IconLock size={14} /> : <IconLockOpen size={14} />}
          </ActionIcon>
        </Hint>
      )}
    </div>
  );
}
