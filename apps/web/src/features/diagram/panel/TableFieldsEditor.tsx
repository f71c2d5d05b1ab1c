import { ColorInput, Group, Textarea, TextInput } from '@mantine/core';
import type { DbEntity } from '@relata/core';
import type { TableFields } from '../actions/steps';
import { PaletteSwatches } from '../canvas/PaletteSwatches';
import { useSavedDraft } from './useSavedDraft';
import classes from './panes.module.css';

/** Props of TableFieldsEditor. */
export interface TableFieldsEditorProps {
  table: DbEntity;
  readOnly: boolean;
  /** Saves the fields; settles once the answer is in the cache. */
  onSave: (label: string, fields: TableFields) => Promise<unknown>;
}

/** The table's schema, header colour and comment, each saved 500 ms after the last change. */
export function TableFieldsEditor({ table, readOnly, onSave }: TableFieldsEditorProps) {
  const schema = useSavedDraft(table.schema ?? '', (v) =>
    onSave('Edit Table Schema', { schema: v.trim() }),
  );
  const color = useSavedDraft(table.color ?? '', (v) => onSave('Edit Table Colour', { color: v }));
  const comment = useSavedDraft(table.comment ?? '', (v) =>
    onSave('Edit Table Comment', { comment: v }),
  );
  return (
    <>
      <Group grow gap="xs" mb="xs" align="start">
        <TextInput
          size="xs"
          label="Schema"
          placeholder="Default"
          value={schema.value}
          readOnly={readOnly}
          onChange={(e) => schema.change(e.currentTarget.value)}
        />
        <ColorInput
          size="xs"
          label="Colour"
          placeholder="Default"
          format="hex"
          value={color.value}
          readOnly={readOnly}
          disabled={readOnly}
          onChange={(v) => color.change(v)}
          eyeDropperButtonProps={{ 'aria-label': 'Pick the colour from the screen' }}
          popoverProps={{ withinPortal: true }}
          // The palette under the field, in the theme's shades and named, picked and saved at once:
          // Mantine's swatches show, name and pick one same string, so not a theme's shade.
          inputContainer={(input) => (
            <>
              {input}
              <PaletteSwatches
                label="Table colour"
                value={color.value}
                onPick={(v) => color.change(v ?? '', true)}
                disabled={readOnly}
                className={classes.colourSwatches}
              />
            </>
          )}
        />
      </Group>
      <Textarea
        size="xs"
        label="Table comment"
        autosize
        minRows={1}
        maxRows={4}
        value={comment.value}
        readOnly={readOnly}
        onChange={(e) => comment.change(e.currentTarget.value)}
        mb="sm"
      />
    </>
  );
}
