import { ColorSwatch, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { DEFAULT_TAG_COLOR, type Tag } from '@relata/core';
import { useMemo } from 'react';
import { NewTagForm } from './NewTagForm';

/** Props of TagPicker. */
export interface TagPickerProps {
  tags: readonly Tag[];
  value: string[];
  onChange: (ids: string[]) => void;
  onCreate: (input: { name: string; color: string }) => Promise<Tag | null>;
  error?: string | undefined;
}

/** The task's tags: pick from the project's tags, or create one with a colour and add it. */
export function TagPicker({ tags, value, onChange, onCreate, error }: TagPickerProps) {
  const data = useMemo(() => tags.map((t) => ({ value: t.id, label: t.name })), [tags]);
  const colorOf = useMemo(() => new Map(tags.map((t) => [t.id, t.color])), [tags]);

  const handleCreate = async (input: { name: string; color: string }) => {
    const tag = await onCreate(input);
    if (tag && !value.includes(tag.id)) onChange([...value, tag.id]);
    return tag;
  };

  return (
    <Stack gap="xs">
      <MultiSelect
        label="Tags"
        placeholder={tags.length === 0 ? 'No tags yet: create one below' : 'Pick tags'}
        data={data}
        value={value}
        onChange={onChange}
        searchable
        clearable
        nothingFoundMessage="No such tag"
        error={error}
        comboboxProps={{ withinPortal: true }}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <ColorSwatch color={colorOf.get(option.value) ?? DEFAULT_TAG_COLOR} size={14} />
            <Text size="sm">{option.label}</Text>
          </Group>
        )}
      />
      <NewTagForm onCreate={handleCreate} />
    </Stack>
  );
}
