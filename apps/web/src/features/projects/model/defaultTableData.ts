import {
  DEFAULT_TABLE_DATA_KEY,
  DEFAULT_TABLE_NAME,
  defaultTableDataSchema,
  labelledMessage,
  newDefaultDataColumn,
  newFirstColumn,
} from '@relata/core';

/** The stored default table data: a table name and its columns (spec 2 §3). */
export type DefaultTableData = ReturnType<typeof defaultTableDataSchema.parse>;
/** One column of the default table data. */
export type DefaultColumn = DefaultTableData['attributes'][number];
/** The flags the dialog's table editor toggles. */
export type ColumnFlag = 'isNullable' | 'isPrimaryKey' | 'isUnique' | 'isAutoIncrement';

/** What a project without the setting starts from: a new table as the canvas makes it (spec 2 §3). */
export function initialDefaultTableData(): DefaultTableData {
  return { name: DEFAULT_TABLE_NAME, attributes: [newFirstColumn()] };
}

/** The default table data among a project's settings, or the initial one when none is valid. */
export function readDefaultTableData(
  settings: readonly { key: string; value: unknown }[] | undefined,
): DefaultTableData {
  const row = settings?.find((s) => s.key === DEFAULT_TABLE_DATA_KEY);
  const parsed = defaultTableDataSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : initialDefaultTableData();
}

/** A column the dialog adds: empty name and default, type text, nullable (spec 2 §3). */
export function addColumn(data: DefaultTableData): DefaultTableData {
  return { ...data, attributes: [...data.attributes, newDefaultDataColumn()] };
}

/** Removes a column by id. */
export function removeColumn(data: DefaultTableData, id: string): DefaultTableData {
  return { ...data, attributes: data.attributes.filter((a) => a.id !== id) };
}

/**
 * Changes one column; ticking primary key makes it not null, and a primary key's not-null box
 * cannot be unticked (spec 2 §4 "Diagram editing").
 */
export function updateColumn(
  data: DefaultTableData,
  id: string,
  patch: Partial<Pick<DefaultColumn, 'name' | 'type' | 'defaultValue' | ColumnFlag>>,
): DefaultTableData {
  return {
    ...data,
    attributes: data.attributes.map((a) => {
      if (a.id !== id) return a;
      const next = { ...a, ...patch };
      if (next.isPrimaryKey) next.isNullable = false;
      return next;
    }),
  };
}

/** The dialog's error before saving: the table needs a name (the setting's own rule). */
export function defaultTableDataError(data: DefaultTableData): string | null {
  if (data.name.trim() === '') return labelledMessage('Table Name', { kind: 'required' });
  const parsed = defaultTableDataSchema.safeParse(data);
  return parsed.success ? null : 'Please check the table: a name or type is too long.';
}
