import { Kbd, Modal, Table } from '@mantine/core';

/**
 * The shortcuts sheet (`?`): every action of an editor's registry that has a key, with its key,
 * so the keyboard path of each operation can be looked up in one place.
 */
export function ShortcutsSheet({
  opened,
  onClose,
  actions,
  title = 'Keyboard shortcuts',
}: {
  opened: boolean;
  onClose: () => void;
  actions: readonly { id: string; label: string; shortcut?: string }[];
  title?: string;
}) {
  const rows = actions.filter((a) => a.shortcut);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <Table data-testid="shortcuts-sheet" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Action</Table.Th>
            <Table.Th>Key</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((a) => (
            <Table.Tr key={a.id}>
              <Table.Td>{a.label}</Table.Td>
              <Table.Td>
                <Kbd size="sm">{a.shortcut}</Kbd>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
