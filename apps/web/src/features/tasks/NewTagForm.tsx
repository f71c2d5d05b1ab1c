import { Button, Group, TextInput } from '@mantine/core';
import { DEFAULT_TAG_COLOR, type Tag } from '@relata/core';
import { useState, type KeyboardEvent } from 'react';
import { isTagColor } from './model/tagColor';
import { TagColorInput } from './TagColorInput';

/** Props of NewTagForm. */
export interface NewTagFormProps {
  /** Creates the tag (or finds the one of that name) and answers it, or null when that failed. */
  onCreate: (input: { name: string; color: string }) => Promise<Tag | null>;
}

/** Creates a project tag with a colour (default #333, spec 2 §3) from the task dialog. */
export function NewTagForm({ onCreate }: NewTagFormProps) {
  const [name, setName] = useState('');
  const [color, setColor] = useState(DEFAULT_TAG_COLOR);
  const [busy, setBusy] = useState(false);
  const valid = name.trim() !== '' && isTagColor(color);

  const handleAdd = async () => {
    if (!valid || busy) return;
    setBusy(true);
    const tag = await onCreate({ name: name.trim(), color });
    setBusy(false);
    if (tag) {
      setName('');
      setColor(DEFAULT_TAG_COLOR);
    }
  };

  // A tag's Enter adds the tag; it must not submit the task form around it.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void handleAdd();
  };

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label="New tag"
        placeholder="Tag name"
        maxLength={50}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onKeyDown={handleKeyDown}
        style={{ flex: '1 1 160px' }}
      />
      <TagColorInput
        label="Tag colour"
        value={color}
        onChange={setColor}
        eyeDropperButtonProps={{ 'aria-label': 'Pick the tag colour from the screen' }}
        onKeyDown={handleKeyDown}
        style={{ flex: '0 1 150px' }}
      />
      <Button variant="default" onClick={() => void handleAdd()} disabled={!valid} loading={busy}>
        Add Tag
      </Button>
    </Group>
  );
}
