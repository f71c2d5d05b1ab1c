import { Select, SimpleGrid } from '@mantine/core';
import { isOneOf, type Wire } from '../model/types';
import { ColorField } from './ColorField';
import { CommitNumberInput } from './CommitNumberInput';
import { useCommit } from './useCommit';

/** Props of StyleFields. */
export interface StyleFieldsProps {
  wire: Wire;
  disabled: boolean;
}

const WEIGHTS = ['100', '200', '300', '400', '500', '600', '700', '800', '900'];
const BORDER_STYLES = ['solid', 'dashed', 'dotted'] as const;

/** Font size and weight, colours, border width, style and radius (spec 2 §3 properties). */
export function StyleFields({ wire, disabled }: StyleFieldsProps) {
  const commit = useCommit(wire);
  const p = wire.properties;
  const set = (properties: Wire['properties']) => commit({ properties });
  return (
    <>
      <SimpleGrid cols={2} spacing="xs">
        <CommitNumberInput
          label="Font size"
          value={p.fontSize}
          min={4}
          max={400}
          disabled={disabled}
          onCommit={(fontSize) => set({ fontSize })}
        />
        <Select
          label="Font weight"
          size="xs"
          data={WEIGHTS}
          value={String(p.fontWeight ?? 400)}
          disabled={disabled}
          allowDeselect={false}
          onChange={(v) => v && set({ fontWeight: Number(v) })}
        />
      </SimpleGrid>
      <ColorField
        label="Text colour"
        value={p.color}
        disabled={disabled}
        onCommit={(color) => set({ color })}
      />
      <ColorField
        label="Background"
        value={p.backgroundColor}
        disabled={disabled}
        onCommit={(backgroundColor) => set({ backgroundColor })}
      />
      <ColorField
        label="Border colour"
        value={p.borderColor}
        disabled={disabled}
        onCommit={(borderColor) => set({ borderColor })}
      />
      <SimpleGrid cols={3} spacing="xs">
        <CommitNumberInput
          label="Border width"
          value={p.borderWidth ?? 0}
          min={0}
          max={100}
          disabled={disabled}
          onCommit={(borderWidth) => set({ borderWidth })}
        />
        <Select
          label="Border style"
          size="xs"
          data={BORDER_STYLES}
          value={p.borderStyle ?? 'solid'}
          disabled={disabled}
          allowDeselect={false}
          onChange={(v) => isOneOf(BORDER_STYLES, v) && set({ borderStyle: v })}
        />
        <CommitNumberInput
          label="Radius"
          value={p.borderRadius ?? 0}
          min={0}
          max={1000}
          disabled={disabled}
          onCommit={(borderRadius) => set({ borderRadius })}
        />
      </SimpleGrid>
    </>
  );
}
