import { WIREFRAME_MIN_SIZE } from '@relata/core';
import { SimpleGrid } from '@mantine/core';
import type { Wire } from '../model/types';
import { CommitNumberInput } from './CommitNumberInput';
import { useCommit } from './useCommit';

/** Props of GeometryFields. */
export interface GeometryFieldsProps {
  wire: Wire;
  disabled: boolean;
}

/** Position and size as numbers: the keyboard path of dragging and resizing (minimum 20 x 20). */
export function GeometryFields({ wire, disabled }: GeometryFieldsProps) {
  const commit = useCommit(wire);
  const off = disabled || wire.properties.locked === true;
  return (
    <SimpleGrid cols={4} spacing="xs">
      <CommitNumberInput label="X" value={wire.x} disabled={off} onCommit={(x) => commit({ x })} />
      <CommitNumberInput label="Y" value={wire.y} disabled={off} onCommit={(y) => commit({ y })} />
      <CommitNumberInput
        label="Width"
        value={wire.width}
        min={WIREFRAME_MIN_SIZE}
        disabled={off}
        onCommit={(width) => commit({ width })}
      />
      <CommitNumberInput
        label="Height"
        value={wire.height}
        min={WIREFRAME_MIN_SIZE}
        disabled={off}
        onCommit={(height) => commit({ height })}
      />
    </SimpleGrid>
  );
}
