import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Stack,
  Table,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  addColumn,
  defaultTableDataError,
  removeColumn,
  updateColumn,
  type ColumnFlag,
  type DefaultTableData,
} from './model/defaultTableData';
import { RemoveButton } from '../../ui/RemoveButton';

/** Props of DefaultTableDataDialog. */
export interface DefaultTableDataDialogProps {
  opened: boolean;
  initial: DefaultTableData;
  onClose: () => void;
  /** Stores the data; rejects with the message to show in the dialog. */
  onSave: (data: DefaultTableData) => Promise<void>;
}

const FLAGS: { flag: ColumnFlag; label: string }[] = [
  { flag: 'isNullable', label: 'Nullable' },
  { flag: 'isPrimaryKey', label: 'Primary Key' },
  { flag: 'isUnique', label: 'Unique' },
  { flag: 'isAutoIncrement', label: 'Auto Increment' },
];

/** "Set Default Table Data": the table name and a small column editor (spec 2 §2). */
export function DefaultTableDataDialog({
  opened,
  initial,
  onClose,
  onSave,
}: DefaultTableDataDialogProps) {
  const [data, setData] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const invalid = defaultTableDataError(data);
  const phone = useMediaQuery('(max-width: 575.98px)') ?? false;

  const handleSave = async () => {
    setTried(true);
    if (invalid) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(data);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'An error occurred');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Set Default Table Data"
      size="xl"
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Stack gap="md">
        <TextInput
          label="Table Name"
          required
          value={data.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setData((d) => ({ ...d, name }));
          }}
          error={tried && invalid ? invalid : undefined}
          maw={320}
        />
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing={6} aria-label="Default columns">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Default</Table.Th>
                {FLAGS.map((f) => (
                  <Table.Th key={f.flag} ta="center" fz="xs">
                    {f.label}
                  </Table.Th>
                ))}
                <Table.Th w={44}>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.attributes.map((column, index) => {
                const label = column.name || `column ${index + 1}`;
                return (
                  <Table.Tr key={column.id}>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        value={column.name}
                        aria-label={`Name of ${label}`}
                        onChange={(e) => {
                          const name = e.currentTarget.value;
                          setData((d) => updateColumn(d, column.id, { name }));
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        value={column.type}
                        aria-label={`Type of ${label}`}
                        onChange={(e) => {
                          const type = e.currentTarget.value;
                          setData((d) => updateColumn(d, column.id, { type }));
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        value={column.defaultValue ?? ''}
                        aria-label={`Default of ${label}`}
                        onChange={(e) => {
                          const value = e.currentTarget.value;
                          setData((d) =>
                            updateColumn(d, column.id, {
                              defaultValue: value === '' ? null : value,
                            }),
                          );
                        }}
                      />
                    </Table.Td>
                    {FLAGS.map((f) => (
                      <Table.Td key={f.flag}>
                        <Checkbox
                          size="xs"
                          mx="auto"
                          w="fit-content"
                          checked={column[f.flag]}
                          disabled={f.flag === 'isNullable' && column.isPrimaryKey}
                          aria-label={`${f.label}: ${label}`}
                          onChange={(e) => {
                            const checked = e.currentTarget.checked;
                            setData((d) => updateColumn(d, column.id, { [f.flag]: checked }));
                          }}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <RemoveButton
                        label={`Remove ${label}`}
                        size={16}
                        onClick={() => setData((d) => removeColumn(d, column.id))}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => setData(addColumn)}
          >
            Add Column
          </Button>
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void handleSave()} loading={saving}>
            Set Default Table Data
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
