import { changeEventSchema, type DbEntity } from '@relata/core';
import { describe, expect, it } from 'vitest';
import {
  applyDiagramChange,
  applyImport,
  EMPTY_DIAGRAM,
  readDiagramChange,
  type Diagram,
} from './diagramCache';

const table = (id: string, name = id): DbEntity => ({
  id,
  project_id: 'p',
  name,
  attributes: [],
  x: 0,
  y: 0,
  width: 200,
  height: 100,
  version: 1,
});
const diagram = (...tables: DbEntity[]): Diagram => ({ ...EMPTY_DIAGRAM, tables });

describe('diagram cache', () => {
  it("reads an import's 'diagram' event as a reload that names the import", () => {
    const event = (record: object | null) =>
      changeEventSchema.parse({ table: 'diagram', operation: 'INSERT', record, old_record: null });
    expect(
      readDiagramChange(
        event({ mode: 'add', tables: 1, relationships: 0, comments: 0, importId: 'imp12345' }),
      ),
    ).toEqual({ kind: 'refetch', importId: 'imp12345' });
    expect(
      readDiagramChange(event({ mode: 'add', tables: 1, relationships: 0, comments: 0 })),
    ).toEqual({ kind: 'refetch', importId: undefined });
    expect(readDiagramChange(event(null))).toEqual({ kind: 'refetch', importId: undefined });
  });

  it('reads table, comment and relationship changes as typed upserts and removals', () => {
    const saved = table('t1', 'users');
    const upsert = changeEventSchema.parse({
      table: 'db_entities',
      operation: 'UPDATE',
      record: saved,
      old_record: { id: 't1', version: 0 },
    });
    expect(readDiagramChange(upsert)).toEqual({ kind: 'upsert', part: 'tables', item: saved });
    const gone = changeEventSchema.parse({
      table: 'db_comments',
      operation: 'DELETE',
      record: null,
      old_record: {
        id: 'c1',
        project_id: 'p',
        text: '',
        x: 0,
        y: 0,
        width: 200,
        height: 60,
        version: 1,
      },
    });
    expect(readDiagramChange(gone)).toEqual({ kind: 'remove', part: 'comments', id: 'c1' });
    const other = changeEventSchema.parse({
      table: 'subscriptions',
      operation: 'UPDATE',
      record: { user_id: 'u' },
      old_record: null,
    });
    expect(readDiagramChange(other)).toBeUndefined();
  });

  it("places every item of a move's one 'diagram_positions' event, newer edits first", () => {
    const a = table('a');
    const b = { ...table('b'), version: 5 };
    const c = table('c');
    const before = diagram(a, b, c);
    const event = changeEventSchema.parse({
      table: 'diagram_positions',
      operation: 'UPDATE',
      record: {
        tables: [
          { id: 'a', x: 400, y: 20, version: 2 },
          // An echo older than what this screen shows already.
          { id: 'b', x: 900, y: 900, version: 3 },
          { id: 'gone', x: 1, y: 1, version: 2 },
        ],
        comments: [],
        views: [],
      },
      old_record: null,
    });
    const change = readDiagramChange(event);
    expect(change?.kind).toBe('positions');
    const after = applyDiagramChange(before, change!);
    expect(after.tables).toEqual([{ ...a, x: 400, y: 20, version: 2 }, b, c]);
    // Items that did not move keep their identity, so their nodes do not render again.
    expect(after.tables[1]).toBe(b);
    expect(after.tables[2]).toBe(c);
    expect(after.comments).toBe(before.comments);
  });

  it('takes the answer of a replacing import as the whole diagram', () => {
    const imported = diagram(table('n1'), table('n2'));
    expect(applyImport(diagram(table('a'), table('b')), imported, 'replace')).toBe(imported);
  });

  it('adds the answer of an adding import and keeps the other items as they were', () => {
    const a = table('a');
    const next = applyImport(
      diagram(a, table('n1', 'old')),
      diagram(table('n1'), table('n2')),
      'add',
    );
    expect(next.tables.map((t) => [t.id, t.name])).toEqual([
      ['a', 'a'],
      ['n1', 'n1'],
      ['n2', 'n2'],
    ]);
    expect(next.tables[0]).toBe(a);
  });
});
