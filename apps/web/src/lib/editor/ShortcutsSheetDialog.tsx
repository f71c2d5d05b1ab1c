import { Kbd, Modal, Table } from '@mantine/core';
import type { ShortcutsSheetProps } from './ShortcutsSheet';

/**
 * The shortcuts sheet's dialog: every action of an editor's registry that has a key, with its key.
 * ShortcutsSheet loads it when the sheet first opens.
 */
export function ShortcutsSheetDialog({
  opened,
  onClose,
  actions,
  title = 'Keyboard shortcuts',
}: ShortcutsSheetProps) {
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
                {a.altShortcut && (
                  <>
                    {' or '}
                    <Kbd size="sm">{a.altShortcut}</Kbd>
                  </>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
