import { Group, NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import {
  LINE_STYLES,
  NOTATIONS,
  SNAP_GRID_MAX,
  SNAP_GRID_MIN,
  TABLE_DISPLAYS,
  type LineStyle,
  type Notation,
  type TableDisplay,
  type VisualizationSettings,
} from '@relata/core';
import { useId } from 'react';

/** The words for each option's choices, as the settings and the canvas name them. */
export const NOTATION_LABELS: Record<Notation, string> = {
  arrows: 'Arrows',
  crowsFoot: 'Crow’s foot',
  uml: 'UML (1, 0..1, *)',
};
export const LINE_STYLE_LABELS: Record<LineStyle, string> = {
  curved: 'Curved',
  orthogonal: 'Orthogonal',
  straight: 'Straight',
};
export const TABLE_DISPLAY_LABELS: Record<TableDisplay, string> = {
  all: 'All columns',
  keys: 'Keys only',
  name: 'Name only',
};

/** Props of VisualizationFields. */
export interface VisualizationFieldsProps {
  value: VisualizationSettings;
  onChange: (patch: Partial<VisualizationSettings>) => void;
  readOnly?: boolean;
  /** Options whose value is one's own choice rather than the project's: marked "Your choice". */
  own?: ReadonlySet<keyof VisualizationSettings>;
}

/** One labelled row of choices: a segmented control whose label names it for screen readers. */
function Choice<T extends string>({
  label,
  choices,
  labels,
  value,
  onChange,
  readOnly,
  mine,
}: {
  label: string;
  choices: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  readOnly: boolean;
  mine: boolean;
}) {
  const id = useId();
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text id={id} size="sm" fw={500}>
          {label}
        </Text>
        {mine && <OwnMark />}
      </Group>
      <SegmentedControl
        aria-labelledby={id}
        data={choices.map((c) => ({ value: c, label: labels[c] }))}
        value={value}
        onChange={(v) => {
          const picked = choices.find((c) => c === v);
          if (picked) onChange(picked);
        }}
        readOnly={readOnly}
        disabled={readOnly}
        fullWidth
        maw={520}
      />
    </Stack>
  );
}

function OwnMark() {
  return (
    <Text size="xs" c="dimmed" fs="italic">
      Your choice
    </Text>
  );
}

/**
 * The visualization options (issue 21, item 1): relationship notation, line style, what a table
 * shows, types and nullability, snap to grid and its size. Used for the project's defaults
 * (Admins) and for one's own choices.
 */
export function VisualizationFields({
  value,
  onChange,
  readOnly = false,
  own,
}: VisualizationFieldsProps) {
  const mine = (key: keyof VisualizationSettings) => own?.has(key) ?? false;
  const toggle = (key: 'showTypes' | 'showNullability' | 'snapToGrid', label: string) => (
    <Switch
      label={
        <Group gap="xs" component="span">
          <span>{label}</span>
          {mine(key) && <OwnMark />}
        </Group>
      }
      checked={value[key]}
      onChange={(e) => onChange({ [key]: e.currentTarget.checked })}
      disabled={readOnly}
    />
  );
  return (
    <Stack gap="md">
      <Choice
        label="Relationship notation"
        choices={NOTATIONS}
        labels={NOTATION_LABELS}
        value={value.notation}
        onChange={(notation) => onChange({ notation })}
        readOnly={readOnly}
        mine={mine('notation')}
      />
      <Choice
        label="Line style"
        choices={LINE_STYLES}
        labels={LINE_STYLE_LABELS}
        value={value.lineStyle}
        onChange={(lineStyle) => onChange({ lineStyle })}
        readOnly={readOnly}
        mine={mine('lineStyle')}
      />
      <Choice
        label="Tables show"
        choices={TABLE_DISPLAYS}
        labels={TABLE_DISPLAY_LABELS}
        value={value.tableDisplay}
        onChange={(tableDisplay) => onChange({ tableDisplay })}
        readOnly={readOnly}
        mine={mine('tableDisplay')}
      />
      {toggle('showTypes', 'Show column types')}
      {toggle('showNullability', 'Show nullability (NULL / NOT NULL)')}
      {toggle('snapToGrid', 'Snap to grid when moving tables')}
      <NumberInput
        label={
          <Group gap="xs" component="span">
            <span>Grid size (px)</span>
            {mine('gridSize') && <OwnMark />}
          </Group>
        }
        value={value.gridSize}
        min={SNAP_GRID_MIN}
        max={SNAP_GRID_MAX}
        step={5}
        clampBehavior="strict"
        allowDecimal={false}
        onChange={(v) => {
          if (typeof v === 'number' && v >= SNAP_GRID_MIN && v <= SNAP_GRID_MAX)
            onChange({ gridSize: v });
        }}
        disabled={readOnly || !value.snapToGrid}
        maw={200}
      />
    </Stack>
  );
}
