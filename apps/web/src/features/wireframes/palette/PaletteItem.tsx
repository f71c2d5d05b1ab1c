import { UnstyledButton } from '@mantine/core';
import type { DragEvent } from 'react';
import { useWireDispatcher } from '../actions/dispatch';
import { placeAction } from '../actions/placeAction';
import { PALETTE_DRAG_TYPE } from '../canvas/useCanvasPointer';
import { WireBody } from '../canvas/WireBody';
import type { PaletteEntry } from '../model/catalog';
import classes from './palette.module.css';

/** Props of PaletteItem. */
export interface PaletteItemProps {
  entry: PaletteEntry;
}

/** One palette component with a small preview: drag it onto a surface, or click (Enter) to add it. */
export function PaletteItem({ entry }: PaletteItemProps) {
  const { dispatch } = useWireDispatcher();
  const handleDragStart = (e: DragEvent) => {
    e.dataTransfer.setData(PALETTE_DRAG_TYPE, entry.id);
    e.dataTransfer.effectAllowed = 'copy';
  };
  const scale = Math.min(1, 56 / entry.width, 30 / entry.height);
  const p = entry.properties;
  // The preview lies over the button, not in it: its sample texts ("Card title", "Button") are
  // not the button's label, and a control's name must hold the text it shows (WCAG 2.5.3).
  return (
    <>
      <UnstyledButton
        className={classes.item}
        draggable
        onDragStart={handleDragStart}
        onClick={() => dispatch(placeAction(entry))}
        data-testid="palette-item"
        data-entry={entry.id}
        aria-label={`${entry.label}, add to the wireframe`}
      >
        <span className={classes.previewSpace} />
        <span className={classes.label}>{entry.label}</span>
      </UnstyledButton>
      <span className={classes.preview} aria-hidden>
        <span
          className={classes.previewBox}
          style={{
            width: entry.width,
            height: entry.height,
            transform: `scale(${scale})`,
            background: p.backgroundColor,
            border: p.borderWidth
              ? `${p.borderWidth}px ${p.borderStyle ?? 'solid'} ${p.borderColor ?? '#adb5bd'}`
              : undefined,
            borderRadius: p.borderRadius,
            color: p.color,
            fontSize: p.fontSize,
            fontWeight: p.fontWeight,
          }}
        >
          <WireBody
            wire={{
              id: entry.id,
              project_id: '',
              parent_id: null,
              type: entry.type,
              name: entry.label,
              category: entry.category,
              x: 0,
              y: 0,
              z: 0,
              version: 0,
              width: entry.width,
              height: entry.height,
              properties: p,
            }}
          />
        </span>
      </span>
    </>
  );
}
