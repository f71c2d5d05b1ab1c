import { Table, VisuallyHidden } from '@mantine/core';

/** One column of a team table: its title and an optional width. */
export interface TableColumn {
  title: string;
  width?: number;
  /** Shown from this breakpoint only (narrow screens fold it into another column). */
  visibleFrom?: 'sm';
  /** Read by screen readers only (an avatar or a remove column). */
  hidden?: boolean;
}

/** The last column of an Admin's table: the remove buttons, named for screen readers. */
export const REMOVE_COLUMN: TableColumn = { title: 'Remove', width: 44, hidden: true };

/** Props of TableHead. */
export interface TableHeadProps {
  columns: readonly TableColumn[];
}

/** The header row of a team table. */
export function TableHead({ columns }: TableHeadProps) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c) => (
          <Table.Th
            key={c.title}
            w={c.width}
            {...(c.visibleFrom ? { visibleFrom: c.visibleFrom } : {})}
          >
            {c.hidden ? <VisuallyHidden>{c.title}</VisuallyHidden> : c.title}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
