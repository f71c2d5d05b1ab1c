import { Table, Text } from '@mantine/core';

/** Props of EmptyRow. */
export interface EmptyRowProps {
  columns: number;
  text: string;
}

/** The row a team table shows when it has nothing to list. */
export function EmptyRow({ columns, text }: EmptyRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" ta="center" py="md">
          {text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
