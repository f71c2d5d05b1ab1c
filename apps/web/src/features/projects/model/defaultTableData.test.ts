import { describe, expect, it } from 'vitest';
import {
  addColumn,
  defaultTableDataError,
  initialDefaultTableData,
  readDefaultTableData,
  removeColumn,
  updateColumn,
} from './defaultTableData';

describe('default table data', () => {
  it('starts from a new table with the default first column', () => {
    const data = initialDefaultTableData();
    expect(data.name).toBe('New Table');
    expect(data.attributes).toHaveLength(1);
    expect(data.attributes[0]).toMatchObject({
      name: 'id',
      type: 'string',
      isPrimaryKey: true,
      isNullable: false,
    });
  });

  it('reads the stored setting, falling back when it is missing or invalid', () => {
    const value = { name: 'Base', attributes: [] };
    expect(readDefaultTableData([{ key: 'dbdesigner:defaultTableData', value }])).toEqual(value);
    expect(readDefaultTableData([{ key: 'dbdesigner:defaultTableData', value: 3 }]).name).toBe(
      'New Table',
    );
    expect(readDefaultTableData(undefined).name).toBe('New Table');
  });

  it('adds columns with type text and removes them', () => {
    const added = addColumn({ name: 'T', attributes: [] });
    expect(added.attributes[0]).toMatchObject({ name: '', type: 'text', isNullable: true });
    const id = added.attributes[0]?.id ?? '';
    expect(removeColumn(added, id).attributes).toEqual([]);
  });

  it('makes a primary key not null', () => {
    const data = addColumn({ name: 'T', attributes: [] });
    const id = data.attributes[0]?.id ?? '';
    const keyed = updateColumn(data, id, { isPrimaryKey: true });
    expect(keyed.attributes[0]).toMatchObject({ isPrimaryKey: true, isNullable: false });
    expect(updateColumn(keyed, id, { isNullable: true }).attributes[0]?.isNullable).toBe(false);
  });

  it('needs a table name', () => {
    expect(defaultTableDataError({ name: ' ', attributes: [] })).toBe('Table Name is required');
    expect(defaultTableDataError(initialDefaultTableData())).toBeNull();
  });
});
