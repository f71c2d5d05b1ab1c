import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Popover,
  Stack,
  Text,
} from '@mantine/core';
import { IconDatabaseCog, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { RowCounts } from './engine/types';
import { clampRows, DEFAULT_ROWS, MAX_ROWS, MIN_ROWS } from './model/rowCounts';

/**
 * "Sample data": rows per table (10 to 10 000, default 50) and a count of its own for any table;
 * Apply makes the data again with them.
 */
export function SampleRowsControl({
  counts,
  tables,
  onApply,
}: {
  counts: RowCounts;
  tables: { id: string; name: string }[];
  onApply: (counts: RowCounts) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(counts);
  const [table, setTable] = useState('');
  const [tableRows, setTableRows] = useState<number | string>(DEFAULT_ROWS);
  const names = new Map(tables.map((t) => [t.id, t.name]));
  const overrides = Object.entries(draft.perTable).filter(([id]) => names.has(id));

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={320}
      position="bottom-end"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconDatabaseCog size={16} aria-hidden="true" />}
          onClick={() => {
            setDraft(counts);
            setOpened((o) => !o);
          }}
        >
          Sample data
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <NumberInput
            label="Rows per table"
            description={`${MIN_ROWS} to ${MAX_ROWS.toLocaleString('en-US')}`}
            min={MIN_ROWS}
            max={MAX_ROWS}
            clampBehavior="blur"
            value={draft.default}
            onChange={(v) => setDraft({ ...draft, default: clampRows(Number(v)) })}
          />
          <Text size="sm" fw={600}>
            Rows of one table
          </Text>
          <Group gap="xs" align="end" wrap="nowrap">
            <NativeSelect
              label="Table"
              data={[
                { value: '', label: 'Pick a table' },
                ...tables.map((t) => ({ value: t.id, label: t.name })),
              ]}
              value={table}
              onChange={(e) => setTable(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
            />
            <NumberInput
              label="Rows"
              min={MIN_ROWS}
              max={MAX_ROWS}
              clampBehavior="blur"
              w={90}
              value={tableRows}
              onChange={setTableRows}
            />
            <Button
              variant="default"
              disabled={table === ''}
              onClick={() => {
                if (table === '') return;
                setDraft({
                  ...draft,
                  perTable: { ...draft.perTable, [table]: clampRows(Number(tableRows)) },
                });
              }}
            >
              Set
            </Button>
          </Group>
          {overrides.length > 0 && (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {overrides.map(([id, n]) => (
                <Group key={id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" truncate>
                    {`${names.get(id) ?? id}: ${n.toLocaleString('en-US')} rows`}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Use rows per table for ${names.get(id) ?? id}`}
                    onClick={() => {
                      const { [id]: _dropped, ...rest } = draft.perTable;
                      setDraft({ ...draft, perTable: rest });
                    }}
                  >
                    <IconX size={14} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                onApply(draft);
                setOpened(false);
              }}
            >
              Apply
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
